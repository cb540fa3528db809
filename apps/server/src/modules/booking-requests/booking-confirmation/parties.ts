import { BOOKING_CONFIRMATION_LIMITS as LIMITS } from '@portal/domain';
import { byKey, keyOf, keyValue, linesOf, type Budget, type HtmlNode } from './text.ts';

/** The `<strong>` labels of the parties-and-references table (compared by keyOf), and what we call them. */
export const PARTY_LABELS = {
  BOOKER: 'booker',
  'CARRIER/NVOCC/BOOKING AGENT': 'carrier',
  CONTACT: 'contact',
  'INTTRA REFERENCE NUMBER': 'intraRefNumber',
  'CARRIER BOOKING NUMBER': 'carrierBookingNumber',
  'CUSTOMER SHIPMENT ID': 'customerShipmentId',
  'BOOKING OFFICE': 'bookingOffice',
  'CONTRACT NUMBER': 'agreementNumber',
  "FREIGHT FORWARDER'S REFERENCE NUMBER(S)": 'forwarderReferences',
  "SHIPPER'S REFERENCE NUMBER(S)": 'shipperReferences',
  'CUSTOMER PREFERENCES': 'customerPreferences',
  'CUSTOMER TRANSACTION ASSEMBLED DATE': 'assembledDate',
  'MOVE TYPE': 'moveType',
  'PLACE OF CARRIER RECEIPT': 'placeOfReceipt',
  'PLACE OF CARRIER DELIVERY': 'placeOfDelivery',
  'MAIN PORT OF LOAD': 'pol',
  'MAIN PORT OF DISCHARGE': 'pod',
  'SAIL DATE': 'sailDate',
  'ESTIMATED ARRIVAL DATE': 'arrivalDate',
} as const;

export type PartyField = (typeof PARTY_LABELS)[keyof typeof PARTY_LABELS];
export type PartyValues = Partial<Record<PartyField, string[]>>;

const fieldOf = byKey<PartyField>(PARTY_LABELS);

/**
 * Each label's value lines: the lines after a `<strong>` label (its `<span class="data_nopad">`, split at
 * `<br>`) up to the next label. A label seen twice keeps its first values; unknown labels end the one before.
 */
export function readParties(scope: HtmlNode, budget: Budget): PartyValues {
  const values: PartyValues = {};
  let current: string[] | null = null;
  for (const line of linesOf(scope, budget, { labels: true })) {
    if (line.label) {
      const field = fieldOf(line.text);
      current = field && !values[field] ? (values[field] = []) : null;
    } else if (current && current.length < LIMITS.maxLines) {
      current.push(line.text);
    }
  }
  return values;
}

/** A party's lines: its name (the first line that is not "Key: value") and the values of the keys asked for. */
export function readParty<K extends string>(
  lines: readonly string[] | undefined,
  keys: Record<K, readonly string[]>,
): { name: string | null } & Record<K, string | null> {
  const fields = Object.keys(keys) as K[];
  const keyed = new Map(fields.map((k) => [k, keys[k].map(keyOf)]));
  const found = Object.fromEntries(fields.map((k) => [k, null])) as Record<K, string | null>;
  let name: string | null = null;
  for (const line of lines ?? []) {
    const pair = keyValue(line);
    const field = pair && fields.find((k) => keyed.get(k)!.includes(pair.key));
    if (pair && field) found[field] ??= pair.value || null;
    else name ??= line;
  }
  return { name, ...found };
}
