import {
  BOOKING_CONFIRMATION_FIELDS as F,
  DEFAULT_VENTILATION,
  isReefer,
  normalizeContainerTypeCode,
  VENTILATION_OPTIONS,
  type TBookingRequestCargoLine,
  type TConfirmationContainerLine,
  type TConfirmationPlace,
  type TConfirmationRequest,
  type TItinerary,
  noTariffs,
} from '@portal/domain';

/**
 * An imported booking-confirmation e-mail (parse.ts) as one of our requests: the carrier, client, ports, container
 * types and depots it names matched against ours, and the labels of what could not be matched, which join the
 * parser's own `missing` list in the warning panel. Pure; the service loads the candidates (import-repo.ts).
 */

export interface CarrierCandidate {
  id: string;
  name: string;
  displayName: string;
  disabled: boolean;
}
export interface ClientCandidate {
  id: string;
  name: string;
  erpClientId: string;
}
export interface PortCandidate {
  id: string;
  name: string;
  city: string;
  countryCode: string;
  countryName: string;
}
export type ContainerTypeRef = TBookingRequestCargoLine['containerType'];
export type CommodityRef = { id: string; name: string };
export type DepotRef = NonNullable<TBookingRequestCargoLine['pickupLocation']>;

/** Words of company names that say nothing about which company it is. */
const LEGAL_WORDS = new Set([
  'ag', 'gmbh', 'mbh', 'kg', 'ohg', 'se', 'sa', 's', 'a', 'ltd', 'limited', 'co', 'inc', 'llc', 'bv', 'nv',
  'spa', 'srl', 'sarl', 'plc', 'corp', 'corporation', 'company', 'the', 'and', 'as', 'ab', 'oy', 'pte', 'pty',
]); // prettier-ignore

/** Lower-case words without accents or punctuation: 'Hamburg Süd' and 'HAMBURG SUD' read alike. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A company name's distinctive words: 'HAPAG-LLOYD AG' → ['hapag', 'lloyd']. */
export function companyWords(name: string): string[] {
  return wordsOf(name).filter((w) => !LEGAL_WORDS.has(w));
}

const startsWith = (words: string[], prefix: string[]) =>
  prefix.length > 0 && prefix.length <= words.length && prefix.every((w, i) => words[i] === w);

/** Whether `part` (two words or more) occurs as a run inside `words`: 'Deutsche Afrika-Linien' in the DAL name. */
function containsRun(words: string[], part: string[]): boolean {
  if (part.length < 2) return false;
  for (let i = 0; i + part.length <= words.length; i++)
    if (part.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/** The one candidate with the best score above zero; none when two different ones share it. */
function best<T extends { id: string }>(scored: { candidate: T; score: number }[]): T | null {
  const top = Math.max(0, ...scored.map((s) => s.score));
  if (top === 0) return null;
  const winners = new Set(scored.filter((s) => s.score === top).map((s) => s.candidate.id));
  return winners.size === 1 ? scored.find((s) => s.score === top)!.candidate : null;
}

/**
 * The carrier the e-mail's "Carrier/NVOCC/Booking Agent" names, among the enabled ones: its name, display name or
 * id equal to the e-mail's name, or the e-mail's name starting with it ('ZIM INTEGRATED SHIPPING' is ZIM), or the
 * e-mail's name inside our longer name ('DEUTSCHE AFRIKA-LINIEN' is DAL). Longer matches win; a tie is no match.
 */
export function matchCarrier(
  hint: TConfirmationRequest['carrierHint'],
  carriers: readonly CarrierCandidate[],
): CarrierCandidate | null {
  const words = hint?.name ? companyWords(hint.name) : [];
  if (words.length === 0) return null;
  return best(
    carriers
      .filter((c) => !c.disabled)
      .map((candidate) => {
        const keys = [candidate.name, candidate.displayName, candidate.id].map(companyWords);
        const score = Math.max(
          ...keys.map((key) =>
            startsWith(words, key)
              ? key.length * 2 + (key.length === words.length ? 1 : 0)
              : containsRun(key, words)
                ? words.length * 2
                : 0,
          ),
        );
        return { candidate, score };
      }),
  );
}

/**
 * The client the BOOKER is: our ERP client id equal to the booker's INTTRA id, else the same company name once the
 * legal form is left out ('Alpina Trading AG' = 'ALPINA TRADING'). Two clients alike are no match.
 */
export function matchClient(
  booker: { name: string | null; inttraId: string | null },
  clients: readonly ClientCandidate[],
): ClientCandidate | null {
  const byId = booker.inttraId?.trim();
  if (byId) {
    const found = clients.filter((c) => c.erpClientId.trim() === byId);
    if (found.length === 1) return found[0]!;
  }
  const words = booker.name ? companyWords(booker.name).join(' ') : '';
  if (!words) return null;
  const found = clients.filter((c) => companyWords(c.name).join(' ') === words);
  return found.length === 1 ? found[0]! : null;
}

/** The words the candidates for a place by name are looked up with: 'Shanghai, China' → 'Shanghai'. */
export function placeName(place: TConfirmationPlace): string {
  return place.name.split(',')[0]!.trim();
}

/**
 * Our port for a place: by its UN/LOCODE, else by name or city, equal or else starting with the place's words (with
 * the country after the comma, when given, agreeing). Several ports of one name (Shanghai is CNSHA and CNSGH) go to the one whose code is the name's first
 * letters, as UN/LOCODEs are made; otherwise none is guessed.
 */
export function matchPort(
  place: TConfirmationPlace | null,
  candidates: readonly PortCandidate[],
): PortCandidate | null {
  if (!place) return null;
  if (place.locode) return candidates.find((p) => p.id === place.locode) ?? null;
  const words = wordsOf(placeName(place));
  if (words.length === 0) return null;
  const name = words.join(' ');
  const country = wordsOf(place.name.split(',').slice(1).join(' ')).join(' ');
  const inCountry = candidates.filter(
    (p) =>
      !country || wordsOf(p.countryName).join(' ') === country || p.countryCode.toLowerCase() === country,
  );
  const names = (p: PortCandidate) => [wordsOf(p.name), wordsOf(p.city)];
  const exact = inCountry.filter((p) => names(p).some((n) => n.join(' ') === name));
  // 'Port Klang' is our 'Port Klang (Pelabuhan Klang)': a name that starts with the place's words, when none is equal.
  const found =
    exact.length > 0 ? exact : inCountry.filter((p) => names(p).some((n) => startsWith(n, words)));
  if (found.length <= 1) return found[0] ?? null;
  const letters = name.replace(/\s/g, '').slice(0, 3).toUpperCase();
  const byCode = found.filter((p) => p.id.slice(2) === letters);
  return byCode.length === 1 ? byCode[0]! : null;
}

/** A day of the e-mail as a time: noon UTC, the same calendar day on every port's clock from -11 to +11 hours. */
export const dayAsTime = (day: string | null): string | null => (day ? `${day}T12:00:00.000Z` : null);

const number = (text: string | null) => {
  const match = text?.replace(',', '.').match(/[-+]?\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
};

/** REEFER SETTINGS in our units: °C (Fahrenheit converted, one decimal), humidity in %, a ventilation option. */
export function reeferOf(reefer: TConfirmationContainerLine['reefer']): {
  temperature: number | null;
  humidity: number | null;
  ventilation: string | null;
  unread: string[];
} {
  const unread: string[] = [];
  let temperature = number(reefer?.temperature ?? null);
  if (temperature !== null && /^f/i.test(reefer?.temperatureUnit ?? ''))
    temperature = Math.round((((temperature - 32) * 5) / 9) * 10) / 10;
  if (temperature !== null && (temperature < -70 || temperature > 40)) {
    unread.push(`Temperature ${reefer?.temperature ?? ''} ${reefer?.temperatureUnit ?? ''}`.trim());
    temperature = null;
  }
  let humidity = number(reefer?.humidity ?? null);
  if (humidity !== null && (humidity < 0 || humidity > 100)) {
    unread.push(`Humidity ${reefer?.humidity ?? ''}`);
    humidity = null;
  }
  const said = reefer?.ventilation?.trim() ?? '';
  const compact = said.toUpperCase().replace(/\s+/g, '');
  const ventilation =
    (VENTILATION_OPTIONS as readonly string[]).find((o) => o === compact) ??
    (said === '' ? DEFAULT_VENTILATION : null);
  if (ventilation === null) unread.push(`Ventilation ${said}`);
  return { temperature, humidity, ventilation: ventilation ?? DEFAULT_VENTILATION, unread };
}

/** The depot of a pick-up place: the same name (legal form left out) and, when given, country. */
export function matchDepot(
  pickup: TConfirmationContainerLine['pickup'],
  depots: readonly DepotRef[],
): DepotRef | null {
  const name = pickup?.address[0] ? companyWords(pickup.address[0]).join(' ') : '';
  if (!name) return null;
  const country = pickup?.countryCode?.trim().toUpperCase();
  const found = depots.filter(
    (d) => companyWords(d.name).join(' ') === name && (!country || d.countryCode === country),
  );
  return found.length === 1 ? found[0]! : null;
}

export interface ImportReferences {
  /** Container types by id (ISO code). */
  types: ReadonlyMap<string, ContainerTypeRef>;
  commodities: readonly CommodityRef[];
  depots: readonly DepotRef[];
}

/** The container type ids an e-mail's lines name, for loading them. */
export const containerTypeIdsOf = (request: TConfirmationRequest): string[] => [
  ...new Set(
    request.containerLines.flatMap((l) => (l.isoType ? [normalizeContainerTypeCode(l.isoType)] : [])),
  ),
];

const MAX_COMMODITY = 100;

/** One container line as stored, with what of it could not be matched. */
export function cargoLineOf(
  line: TConfirmationContainerLine,
  index: number,
  commodity: string | null,
  refs: ImportReferences,
): { line: TBookingRequestCargoLine; missing: string[] } {
  const at = (what: string) => `${F.containerLines} ${index + 1}: ${what}`;
  const missing: string[] = [];
  const code = line.isoType ? normalizeContainerTypeCode(line.isoType) : null;
  const type = code ? refs.types.get(code) : undefined;
  if (code && !type) missing.push(at(`${F.sizeType} ${line.isoType} is not one of our container types`));
  const containerType: ContainerTypeRef = type ?? {
    id: '',
    label: '',
    description: line.description ?? '',
    couldBeOversize: false,
  };
  const commodityName = commodity?.trim().toUpperCase().slice(0, MAX_COMMODITY) ?? '';
  const known = refs.commodities.find((c) => c.name.trim().toUpperCase() === commodityName);
  const reefer = isReefer(containerType.id);
  const settings = reefer ? reeferOf(line.reefer) : null;
  for (const what of settings?.unread ?? []) missing.push(at(`${what} could not be read`));
  if (line.reefer && type && !reefer)
    missing.push(at(`reefer settings given for ${type.label}, not a reefer`));
  const depot = matchDepot(line.pickup, refs.depots);
  const place = line.pickup
    ? [
        line.pickup.address.join(', '),
        [line.pickup.postalCode, line.pickup.countryCode].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  if (!depot && place) missing.push(at(`Pick-up location ${place} is not one of our depots`));
  return {
    line: {
      quantity: line.quantity ?? 0,
      containerType,
      commodityType: known ? { id: known.id, name: known.name } : { id: null, name: commodityName },
      weight: line.netWeightKg ?? 0,
      temperature: settings?.temperature ?? null,
      humidity: settings?.humidity ?? null,
      ventilation: settings?.ventilation ?? null,
      pickupDate: line.pickup?.date ?? null,
      pickupLocation: depot,
      pickupReference: '',
      deliveryReference: '',
      vgmPin: '',
      containerNumbers: [],
      imo: { flag: false, entries: [] },
      oog: { flag: false, entries: [] },
      // A booking confirmation e-mail names no tariffs; staff add them on the request.
      ...noTariffs(),
    },
    missing,
  };
}

type Port = { id: string; name: string; countryCode: string };

/** The itinerary an e-mail gives: the two main ports with the sail and arrival days and the main leg's vessel. */
export function importedItinerary(request: TConfirmationRequest, pol: Port, pod: Port): TItinerary {
  const stop = (port: Port, arrival: string | null, departure: string | null) => ({
    port: { id: port.id, name: port.name, countryCode: port.countryCode },
    terminal: null,
    vessel: request.vessel,
    voyage: request.voyage,
    arrival,
    departure,
    utcOffsetMinutes: null,
  });
  return {
    portOfLoading: stop(pol, null, dayAsTime(request.sailDate)),
    transshipments: [],
    portOfDischarge: stop(pod, dayAsTime(request.arrivalDate), null),
    closings: [],
  };
}

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/** The request's own columns from the e-mail (the references within the lengths the edit mode allows). */
export function importedFields(request: TConfirmationRequest) {
  return {
    vessel: text(request.vessel, 100),
    voyage: text(request.voyage, 30),
    etd: dayAsTime(request.sailDate),
    eta: dayAsTime(request.arrivalDate),
    intraRefNumber: text(request.intraRefNumber, 35),
    externalBookingReference: text(request.carrierBookingNumber, 35),
    customerReference: text(request.customerShipmentId, 50),
    agreementNo: text(request.agreementNumber, 50),
    additionalInfo: text(request.customerComments, 5000),
  };
}

/** The warning panel's list: the parser's labels, then ours, each once. */
export const mergeMissing = (...lists: readonly (readonly string[])[]): string[] => [
  ...new Set(lists.flat()),
];
