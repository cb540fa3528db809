/** Container type rules of spec 000 §3, §4, §5 and 002 §5. */

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

/** Two digits, a letter, a digit, optional letter. */
export const CONTAINER_TYPE_PATTERN = /^\d{2}[A-Z]\d[A-Z]?$/;

export function normalizeContainerTypeCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return CODE_MAPPING[upper] ?? upper;
}

/** A type whose description includes or ends with 'S.O.' is shipper owned. */
export function isShipperOwned(description: string | null | undefined): boolean {
  return !!description && description.includes('S.O.');
}

export const REEFER_TYPE_IDS = ['22R1', '45R1'] as const;

export function isReefer(typeId: string): boolean {
  return (REEFER_TYPE_IDS as readonly string[]).includes(typeId);
}

/** TEU counts 1 for type ids starting with 2, otherwise 2. */
export function teuOf(typeId: string): 1 | 2 {
  return typeId.startsWith('2') ? 1 : 2;
}

export type ContainerGroup =
  | "20' general purpose"
  | "40' general purpose"
  | "20' reefer"
  | "40' reefer"
  | "20' special"
  | "40' special";

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

export function containerGroupOf(typeId: string): ContainerGroup | null {
  return GROUPS[normalizeContainerTypeCode(typeId)] ?? null;
}

/** ISO type group from the size-type code: 42R1 -> 42RT (never from the source file's group ids). */
export function isoGroupOf(code: string): string {
  const size = code.slice(0, 2);
  const letter = code[2] ?? '';
  const groupSuffix: Record<string, string> = { G: 'GP', V: 'VH', B: 'BU', S: 'SN', R: 'RT', H: 'HR', U: 'UT', P: 'PL', T: 'TN', A: 'AS' };
  return `${size}${groupSuffix[letter] ?? `${letter}X`}`;
}

/** Container types hidden in the equipment availability table (001 §5). */
export const HIDDEN_AVAILABILITY_TYPES = ['22P1', '22P3', '22P5', '42P1', '42P3', '42P5', '45P3'] as const;
