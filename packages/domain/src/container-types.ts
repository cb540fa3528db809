/** Container type rules of spec 000 §3, §4, §5, §9 and 002 §5. */

/** The spec's own labels (002 §5) win over the ISO descriptions. */
export const CONTAINER_TYPE_LABELS: Readonly<Record<string, string>> = {
  '22G1': '20DC',
  '42G1': '40DC',
  '45G1': '40HC',
  '22R1': '20RF',
  '45R1': '40RH',
  '22U1': '20OT',
  '42U1': '40OT',
  '45U1': '40OH',
};

/** Equipment type mapping (000 §3): older codes become the ones the portal uses. */
const CODE_MAPPING: Readonly<Record<string, string>> = {
  '20G0': '22G1',
  '22G0': '22G1',
  '45G0': '45G1',
  '42G0': '42G1',
  '42R1': '45R1',
  '45R0': '45R1',
};

/** Two digits, a letter, a digit, optional letter (000 §3). */
export const CONTAINER_TYPE_PATTERN = /^\d{2}[A-Z]\d[A-Z]?$/;

export function normalizeContainerTypeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return CODE_MAPPING[upper] ?? upper;
}

/**
 * Shipper-owned variants are stored as their own types, id = ISO code + this suffix ('22G1-SO'). The id keeps
 * the ISO code in front so the id-based rules (TEU by the first digit, reefer ids) hold for them too.
 */
export const SHIPPER_OWNED_SUFFIX = '-SO';

/** A type whose description includes or ends with 'S.O.' is shipper owned (000 §3). */
export function isShipperOwned(description: string | null | undefined): boolean {
  return !!description && description.includes('S.O.');
}

/** The ISO code behind a type id: '22G1-SO' -> '22G1'. */
export function baseContainerTypeId(typeId: string): string {
  const upper = typeId.trim().toUpperCase();
  return upper.endsWith(SHIPPER_OWNED_SUFFIX) ? upper.slice(0, -SHIPPER_OWNED_SUFFIX.length) : upper;
}

export const REEFER_TYPE_IDS = ['22R1', '45R1'] as const;

/** Type id 45R1 or 22R1 is reefer (000 §4). */
export function isReefer(typeId: string): boolean {
  return (REEFER_TYPE_IDS as readonly string[]).includes(typeId);
}

/** TEU counts 1 for type ids starting with 2, otherwise 2 (000 §5). */
export function teuOf(typeId: string): 1 | 2 {
  return typeId.startsWith('2') ? 1 : 2;
}

/** The TEU of cargo lines (000 §5); a line without a container type yet counts nothing. */
export function teuTotal(lines: readonly { quantity: number; containerTypeId: string | null }[]): number {
  return lines.reduce((sum, l) => sum + (l.containerTypeId ? l.quantity * teuOf(l.containerTypeId) : 0), 0);
}

export type ContainerGroup =
  "20' general purpose" | "40' general purpose" | "20' reefer" | "40' reefer" | "20' special" | "40' special";

const GROUPS: Readonly<Record<string, ContainerGroup>> = {
  '22G1': "20' general purpose",
  '42G1': "40' general purpose",
  '45G1': "40' general purpose",
  '22R1': "20' reefer",
  '45R1': "40' reefer",
  '22U1': "20' special",
  '42U1': "40' special",
  '45U1': "40' special",
};

/** The equipment-filter group of 002 §5; other types belong to none. */
export function containerGroupOf(typeId: string): ContainerGroup | null {
  return GROUPS[normalizeContainerTypeCode(baseContainerTypeId(typeId))] ?? null;
}

/**
 * ISO 6346 type group of a type code (digit after the letter picks the group): G* GP, V* VH, B0-2 BU, B3+ BK,
 * S* SN, R0 RE, R1 RT, R2/R3/R7 RS (own power), R9 RC, H0-2 HR, H5/6 HI, U6 UP, other U UT, P0 PL, P1/P2/P7 PF,
 * P3/P4/P8/P9 PC, P5/P6 PS, T0-2 TN, T3-6 TD, T7-9 TG, A* AS.
 */
const GROUP_BY_TYPE: Readonly<Record<string, string | Readonly<Record<string, string>>>> = {
  G: 'GP',
  V: 'VH',
  S: 'SN',
  A: 'AS',
  B: { '0': 'BU', '1': 'BU', '2': 'BU', '*': 'BK' },
  R: { '0': 'RE', '1': 'RT', '2': 'RS', '3': 'RS', '7': 'RS', '9': 'RC', '*': 'RT' },
  H: { '5': 'HI', '6': 'HI', '*': 'HR' },
  U: { '6': 'UP', '*': 'UT' },
  P: { '0': 'PL', '1': 'PF', '2': 'PF', '7': 'PF', '5': 'PS', '6': 'PS', '*': 'PC' },
  T: { '0': 'TN', '1': 'TN', '2': 'TN', '7': 'TG', '8': 'TG', '9': 'TG', '*': 'TD' },
};

/** Derived from the code itself (42R1 -> 42RT), never from a source file's group ids (they drift). */
export function isoGroupOf(code: string): string {
  const upper = baseContainerTypeId(code);
  const letter = upper[2] ?? '';
  const digit = upper[3] ?? '';
  const rule = GROUP_BY_TYPE[letter];
  const group = typeof rule === 'string' ? rule : rule ? (rule[digit] ?? rule['*']) : undefined;
  return `${upper.slice(0, 2)}${group ?? `${letter}${digit}`}`;
}

/** Container types hidden in the equipment availability table (001 §5). */
export const HIDDEN_AVAILABILITY_TYPES = ['22P1', '22P3', '22P5', '42P1', '42P3', '42P5', '45P3'] as const;
