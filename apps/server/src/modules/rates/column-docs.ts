import { CARRIERS } from '@portal/domain';
import type { RateFileColumn } from './columns.ts';

export interface ColumnDoc {
  required: 'every row' | 'optional' | 'once per rate';
  allowed: string;
  example: string;
  meaning: string;
}

/** What each column holds, for the sample workbook's "Columns" sheet (docs/rates-import.md says the same). */
export const COLUMN_DOCS: Record<RateFileColumn, ColumnDoc> = {
  carrier: {
    required: 'every row',
    allowed: CARRIERS.map((c) => c.id)
      .sort()
      .join(', '),
    example: 'HSG',
    meaning: 'Carrier id',
  },
  origin: {
    required: 'every row',
    allowed: 'UN/LOCODE of a known port',
    example: 'DEHAM',
    meaning: 'Port of loading',
  },
  destination: {
    required: 'every row',
    allowed: 'UN/LOCODE of a known port, not the origin',
    example: 'BRSSZ',
    meaning: 'Port of discharge',
  },
  containerType: {
    required: 'every row',
    allowed: 'Container type id (22G1, 42G1, 45G1, 22R1, 45R1, 22G1-SO ...)',
    example: '22G1',
    meaning: 'Container type',
  },
  validFrom: {
    required: 'every row',
    allowed: 'yyyy-MM-dd, dd.MM.yyyy or a date cell',
    example: '2026-11-01',
    meaning: 'First day the rate applies',
  },
  validTo: {
    required: 'every row',
    allowed: 'Same formats, not before validFrom',
    example: '2026-11-30',
    meaning: 'Last day the rate applies',
  },
  pos: {
    required: 'optional',
    allowed: 'Whole number 1-999, on every line of a rate or on none',
    example: '1',
    meaning: 'Order of the cost line (default: order in the file)',
  },
  description: {
    required: 'every row',
    allowed: 'Text, up to 200 characters',
    example: 'Seafreight',
    meaning: 'Name of the charge',
  },
  currency: {
    required: 'every row',
    allowed: 'EUR, USD, CHF, BRL or incl.',
    example: 'USD',
    meaning: 'Currency; incl. = included in another charge',
  },
  value: {
    required: 'every row',
    allowed: 'Number 0 or more, e.g. 1250.50; empty when currency is incl.',
    example: '1250',
    meaning: 'Amount per unit',
  },
  unit: {
    required: 'every row',
    allowed: 'CTR, TEU or BL',
    example: 'CTR',
    meaning: 'Per container, per TEU or once per bill of lading',
  },
  remark: {
    required: 'optional',
    allowed: 'Text',
    example: 'Floating, adjusted quarterly',
    meaning: 'Note shown beside the charge',
  },
  remarkRef: {
    required: 'optional',
    allowed: 'Short mark, up to 10 characters',
    example: '1',
    meaning: 'Footnote mark of the charge',
  },
  remarkRefText: {
    required: 'optional',
    allowed: 'Text; needed once for each remarkRef of the rate',
    example: 'BAF follows the carrier tariff valid at shipment.',
    meaning: 'Footnote text of remarkRef',
  },
  placeOfReceipt: {
    required: 'once per rate',
    allowed: 'Text',
    example: 'Basel',
    meaning: 'Place of receipt, when not the origin port',
  },
  placeOfDelivery: {
    required: 'once per rate',
    allowed: 'Text',
    example: 'Campinas',
    meaning: 'Place of delivery, when not the destination port',
  },
  frequency: {
    required: 'once per rate',
    allowed: 'Text',
    example: 'Weekly',
    meaning: 'Sailing frequency',
  },
  routing: {
    required: 'once per rate',
    allowed: 'Text',
    example: 'DEHAM - NLRTM - BRSSZ',
    meaning: 'Port rotation',
  },
  transitDays: {
    required: 'once per rate',
    allowed: 'Whole number 0-200',
    example: '24',
    meaning: 'Days from departure to arrival',
  },
  termsAndConditions: {
    required: 'once per rate',
    allowed: 'Text',
    example: "Carrier B/L terms and the forwarder's general conditions apply",
    meaning: 'The TERMS & CONDITIONS term, shown first',
  },
  termsUrl: {
    required: 'once per rate',
    allowed: 'https:// address',
    example: 'https://www.example.com/terms',
    meaning: 'Link of the TERMS & CONDITIONS term',
  },
  otherTerms: {
    required: 'once per rate',
    allowed: '"Label: text", one per line (Alt+Enter)',
    example: 'Payment: Prepaid',
    meaning: 'Further terms, in this order',
  },
  remarks: {
    required: 'once per rate',
    allowed: '"Label: text", one per line (Alt+Enter)',
    example: 'Cargo: General cargo, non-hazardous',
    meaning: 'Remarks of the rate',
  },
};
