import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CONFIRMATION_LIMITS,
  BOOKING_CONFIRMATION_MESSAGES,
  ZBookingConfirmation,
  type TBookingConfirmation,
  type TConfirmationRequest,
} from '@portal/domain';
import { readSizeType } from '../src/modules/booking-requests/booking-confirmation/containers.ts';
import { cutAtDepth, decode } from '../src/modules/booking-requests/booking-confirmation/input.ts';
import { parseBookingConfirmation } from '../src/modules/booking-requests/booking-confirmation/parse.ts';
import { readDay, readKg, readPlace } from '../src/modules/booking-requests/booking-confirmation/values.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/booking-confirmation/${name}`, import.meta.url));

/** Parses a fixture, checks the answer against the domain schema, and hands back the request it read. */
function parse(input: string | Uint8Array): TBookingConfirmation {
  const result = parseBookingConfirmation(input);
  expect(ZBookingConfirmation.safeParse(result).error).toBeUndefined();
  return result;
}

function request(name: string): { request: TConfirmationRequest; missing: string[] } {
  const result = parse(fixture(name));
  if (!result.ok) throw new Error(`${name} was refused: ${result.reason}`);
  expect(result.bookingType).toBe('Requested');
  return result;
}

describe('booking-confirmation e-mail: a "Booking - Requested" e-mail', () => {
  it('with one container line reads every field, and nothing is missing', () => {
    const { request: r, missing } = request('requested-one-line.html');
    expect(r).toEqual({
      carrierHint: { name: 'HAPAG-LLOYD AG', inttraId: '800010' },
      bookerName: 'NORDIC FREIGHT FORWARDING AG',
      bookerInttraId: '804412',
      contactName: 'Anna Keller',
      contactEmail: 'anna.keller@nordic-freight.example',
      contactPhone: '+49 40 1234567',
      intraRefNumber: '2016738452',
      carrierBookingNumber: null,
      customerShipmentId: 'NFF-2026-0815',
      bookingOffice: 'Hamburg',
      agreementNumber: 'S26HLAG0042',
      forwarderReferences: ['FF-778812', 'FF-778813'],
      shipperReferences: ['PO 4500123456'],
      customerPreferences: 'Notify by e-mail',
      assembledDate: '2026-11-17',
      moveType: 'Port, Ramp, or CY to Port, Ramp, or CY',
      placeOfReceipt: { locode: 'DEHAM', name: 'Hamburg, Germany' },
      placeOfDelivery: { locode: 'BRSSZ', name: 'Santos, Brazil' },
      pol: { locode: 'DEHAM', name: 'Hamburg, Germany' },
      pod: { locode: 'BRSSZ', name: 'Santos, Brazil' },
      sailDate: '2026-11-24',
      arrivalDate: '2026-12-15',
      vessel: 'SANTOS EXPRESS',
      voyage: '2647S',
      customerComments: 'Please confirm the cut-off dates.\nCargo ready at the warehouse from 20 Nov.',
      commodity: 'MACHINERY PARTS',
      cargo: [
        {
          packages: '20 Pallets',
          description: 'MACHINERY PARTS\nHS Code: 847990',
          weightKg: 18500,
          weight: '18500.000 KGM',
          grossVolume: '55.000 MTQ',
        },
      ],
      containerLines: [
        {
          quantity: 1,
          isoType: '45G1',
          description: "40' High Cube",
          netWeightKg: 18500,
          netWeight: '18500.000 KGM',
          netVolume: '55.000 MTQ',
          equipmentSupplier: 'Carrier',
          emptyFull: 'Full',
          serviceArrangement: 'FCL/FCL',
          haulageArrangement: 'Merchant Haulage',
          reefer: null,
          pickup: null,
        },
      ],
      paymentTerm: 'Prepaid',
      freightPayer: 'NORDIC FREIGHT FORWARDING AG',
      paymentLocation: 'Hamburg, Germany',
    });
    expect(missing).toEqual([]);
  });

  it('with many container lines reads a line per block, in order, and the vessel of the main leg', () => {
    const { request: r, missing } = request('requested-many-lines.html');
    expect(r.containerLines.map((l) => [l.quantity, l.isoType, l.netWeightKg])).toEqual([
      [2, '45G1', 18500],
      [3, '22G1', 12000],
      [1, '42G1', 20000], // 44092 LBR
      [1, '22U1', 9000], // from the NET WEIGHT column of its row
    ]);
    expect(r.containerLines[3]!.netVolume).toBe('25.000 MTQ');
    expect(r.containerLines[1]!.haulageArrangement).toBe('Carrier Haulage');
    expect(r.vessel).toBe('SANTOS EXPRESS');
    expect(r.voyage).toBe('2647S');
    expect(r.cargo.map((c) => [c.packages, c.weightKg])).toEqual([
      ['20 Pallets', 18500],
      ['4 Crates', 3201],
    ]);
    expect(r.commodity).toBe('MACHINERY PARTS');
    expect(missing).toEqual([]);
  });

  it('reads reefer settings, the pick-up location and the pick-up date of their own line', () => {
    const { request: r, missing } = request('requested-reefer-pickup.html');
    const [first, second] = r.containerLines;
    expect(first).toMatchObject({ quantity: 2, isoType: '45R1', description: "40' Reefer High Cube" });
    expect(first!.reefer).toEqual({
      temperature: '-18.5',
      temperatureUnit: 'CEL',
      ventilation: 'Closed',
      humidity: '65 %',
      other: ['Non Active Reefer: No'],
    });
    expect(first!.pickup).toEqual({
      address: ['NORDIC COLD STORE GMBH', 'Kuehlhausweg 4', 'Hamburg'],
      postalCode: '21107',
      countryCode: 'DE',
      date: '2026-11-20',
      dateText: '20-Nov-2026 08:00',
    });
    expect(second).toMatchObject({ quantity: 1, isoType: '22R1', pickup: null });
    expect(second!.reefer).toMatchObject({
      temperature: '5',
      temperatureUnit: 'CEL',
      ventilation: '25 CBM/H',
    });
    expect(r.commodity).toBe('FROZEN FISH FILLETS');
    expect(missing).toEqual([]);
  });

  it('with fields missing answers what it could read and names the rest', () => {
    const { request: r, missing } = request('requested-missing-fields.html');
    expect(r.carrierHint).toEqual({ name: 'MSC MEDITERRANEAN SHIPPING COMPANY', inttraId: null });
    expect(r.intraRefNumber).toBe('2016000001');
    expect(r.pol).toEqual({ locode: null, name: 'HAMBURG' });
    expect(r.pod).toEqual({ locode: null, name: 'Shanghai, China' });
    expect([r.contactEmail, r.customerShipmentId, r.sailDate, r.vessel, r.commodity]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(r.containerLines).toHaveLength(1);
    expect(r.containerLines[0]).toMatchObject({ quantity: 3, isoType: null, equipmentSupplier: 'Carrier' });
    expect(missing).toEqual([
      'Customer Shipment ID',
      'Contract Number',
      'Sail Date',
      'Estimated Arrival Date',
      'Vessel',
      'Voyage',
      'Cargo Description',
      'Customer Transaction Assembled Date',
      'Container 1: Size/Type',
      'Container 1: Net Weight',
      'Container 1: Pick-up Date',
    ]);
  });

  it('reads odd casing, extra whitespace and a windows-1252 file alike', () => {
    const { request: r, missing } = request('requested-messy-windows-1252.html');
    expect(r).toMatchObject({
      carrierHint: { name: 'CMA CGM', inttraId: '800020' },
      bookerName: 'Göteborg Trading AB',
      bookerInttraId: '555001',
      contactName: null,
      contactEmail: 'ops@goteborg-trading.example',
      contactPhone: '+46 31 555 000',
      intraRefNumber: '2016999999',
      customerShipmentId: 'GT-4711',
      agreementNumber: 'CMA-SC-2026-77',
      forwarderReferences: ['GT/FF/1'],
      moveType: 'Door to Port',
      placeOfReceipt: { locode: 'SEGOT', name: 'Göteborg, Sweden' },
      pol: { locode: 'SEGOT', name: 'Gothenburg' },
      pod: { locode: null, name: 'Port Klang' },
      sailDate: '2026-11-24',
      arrivalDate: '2026-12-29',
      vessel: 'CMA CGM TIGRIS',
      voyage: '0FX5RW1MA',
      commodity: 'paper rolls',
    });
    expect(r.containerLines).toEqual([
      {
        quantity: 2,
        isoType: '45G1',
        description: "40' High Cube",
        netWeightKg: 20000,
        netWeight: '20,000 kg',
        netVolume: null,
        equipmentSupplier: null,
        emptyFull: null,
        serviceArrangement: null,
        haulageArrangement: null,
        reefer: { temperature: '+4', temperatureUnit: 'C', ventilation: null, humidity: null, other: [] },
        pickup: {
          address: ['Göteborg Paper Mill'],
          postalCode: '41755',
          countryCode: 'SE',
          date: '2026-11-23',
          dateText: '23.11.2026',
        },
      },
    ]);
    expect(missing).toEqual([]);
  });

  it('reads text as it reads the bytes of the same file', () => {
    const bytes = fixture('requested-reefer-pickup.html');
    expect(parse(bytes.toString('utf8'))).toEqual(parse(bytes));
  });
});

describe('booking-confirmation e-mail: refusals', () => {
  it('refuses a cancelled booking with its type; the upload shows the words of the spec', () => {
    expect(parse(fixture('cancelled.html'))).toEqual({
      ok: false,
      reason: 'not-booking-requested',
      bookingType: 'Cancelled',
    });
    expect(BOOKING_CONFIRMATION_MESSAGES.wrongType).toBe('File must be of type: Booking - Requested');
  });

  it.each(['Confirmed', 'Declined', 'Amended', 'Pending'])('refuses "Booking - %s"', (type) => {
    const html = fixture('requested-one-line.html')
      .toString()
      .replace('Booking - Requested', `Booking - ${type}`);
    expect(parse(html)).toEqual({ ok: false, reason: 'not-booking-requested', bookingType: type });
  });

  it('refuses an INTTRA e-mail without its heading as not requested', () => {
    const html = fixture('requested-one-line.html')
      .toString()
      .replace('<span class="h">Booking - Requested</span>', '');
    expect(parse(html)).toEqual({ ok: false, reason: 'not-booking-requested', bookingType: null });
  });

  it.each([
    ['an invoice page', fixture('not-a-booking-email.html')],
    ['an empty file', ''],
    ['no bytes', new Uint8Array()],
    ['plain text', 'Booking - Requested\nINTTRA REFERENCE NUMBER 2016738452'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF')],
    ['JSON', '{"bookingType":"Booking - Requested"}'],
    ['random bytes', Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)],
  ])('refuses %s as not such an e-mail', (_name, input) => {
    expect(parse(input)).toEqual({ ok: false, reason: 'not-inttra-email', bookingType: null });
  });
});

describe('booking-confirmation e-mail: values', () => {
  it.each([
    ['Hamburg, Germany (DEHAM)', { locode: 'DEHAM', name: 'Hamburg, Germany' }],
    ['HAMBURG', { locode: null, name: 'HAMBURG' }],
    ['(DEHAM)', { locode: 'DEHAM', name: 'DEHAM' }],
    ['Santos ( brssz )', { locode: 'BRSSZ', name: 'Santos' }],
    ['Rio de Janeiro (Galeão), Brazil (BRRIO)', { locode: 'BRRIO', name: 'Rio de Janeiro (Galeão), Brazil' }],
    ['Depot (12345)', { locode: null, name: 'Depot (12345)' }],
    ['Port Said East (EGP10)', { locode: null, name: 'Port Said East (EGP10)' }],
  ])('place %j', (text, place) => {
    expect(readPlace([text])).toEqual(place);
  });

  it('place over several lines, and none without lines', () => {
    expect(readPlace(['Gothenburg', '(SEGOT)'])).toEqual({ locode: 'SEGOT', name: 'Gothenburg' });
    expect(readPlace([])).toBeNull();
  });

  it.each([
    ['24-Nov-2026', '2026-11-24'],
    ['24 NOV 26', '2026-11-24'],
    ['24-November-2026 10:00 (GMT)', '2026-11-24'],
    ['Tue, Nov 24, 2026', '2026-11-24'],
    ['2026-11-24T08:00', '2026-11-24'],
    ['24.11.2026', '2026-11-24'],
    ['20261124', '2026-11-24'],
    ['31-Feb-2026', null],
    ['24/11/2026', null],
    ['TBA', null],
    ['24-Foo-2026', null],
    ['01-Jan-1999', null],
  ])('day %j', (text, day) => {
    expect(readDay(text)).toBe(day);
  });

  it.each([
    ['18500.000 KGM', 18500],
    ['20,000 kg', 20000],
    ['44092 LBR', 20000],
    ['20 TNE', 20000],
    ['1200', 1200],
    ['12 bananas', null],
    ['99999999999999 KGM', null],
    ['none', null],
  ])('weight %j', (text, kg) => {
    expect(readKg(text)).toBe(kg);
  });

  it.each([
    ["45G1 (40' High Cube)", { isoType: '45G1', description: "40' High Cube" }],
    ['22g1 - 20 Standard', { isoType: '22G1', description: '20 Standard' }],
    ["40' High Cube (45G1)", { isoType: '45G1', description: "40' High Cube" }],
    ['L5G1', { isoType: 'L5G1', description: null }],
    ["40' High Cube", { isoType: null, description: "40' High Cube" }],
    ['', { isoType: null, description: null }],
  ])('size/type %j', (text, read) => {
    expect(readSizeType(text)).toEqual(read);
  });
});

describe('booking-confirmation e-mail: input bounds', () => {
  it('reads only the first LIMITS.maxBytes of a file', () => {
    const head = '<span class="h">Booking - Requested</span>';
    const padding = ' '.repeat(BOOKING_CONFIRMATION_LIMITS.maxBytes);
    const body = fixture('requested-one-line.html').toString();
    const result = parse(head + padding + body);
    expect(result.ok && result.request.intraRefNumber).toBeNull();
    expect(result.ok && result.missing).toContain('INTTRA Reference Number');
  });

  it('cuts where elements nest deeper than the limit, and keeps well-formed markup whole', () => {
    expect(cutAtDepth('<div><b>x</b></div>'.repeat(3), 2)).toBe('<div><b>x</b></div>'.repeat(3));
    expect(cutAtDepth('<div><div><div>deep', 2)).toBe('<div><div>');
    expect(cutAtDepth('<p><td><br><img/><div>', 1)).toBe('<p><td><br><img/><div>');
    expect(cutAtDepth('<!-- <div><div><div> --><div>', 1)).toBe('<!-- <div><div><div> --><div>');
    expect(cutAtDepth('<script>"<div><div>"</script><div>', 1)).toBe('<script>"<div><div>"</script><div>');
    const html = fixture('requested-many-lines.html').toString();
    expect(cutAtDepth(html, BOOKING_CONFIRMATION_LIMITS.maxDepth)).toBe(html);
  });

  it('a file nested deeper than the limit keeps what came before', () => {
    const html = fixture('requested-one-line.html').toString();
    const result = parse(html.replace('</body>', `${'<div>'.repeat(100_000)}</body>`));
    expect(result.ok && result.request.intraRefNumber).toBe('2016738452');
  });

  it('decodes by byte-order mark and by <meta> charset, and windows-1252 with its own characters', () => {
    expect(decode(Buffer.from('\ufeffé', 'utf8'))).toBe('é');
    expect(decode(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('é<b>', 'utf16le')]))).toBe('é<b>');
    const latin = Buffer.from([...Buffer.from('<meta charset="windows-1252">'), 0xe9, 0x92, 0x80]);
    expect(decode(latin)).toBe('<meta charset="windows-1252">é’€');
    expect(decode(Buffer.from('<meta charset="no-such-charset">é'))).toBe(
      '<meta charset="no-such-charset">é',
    );
  });
});
