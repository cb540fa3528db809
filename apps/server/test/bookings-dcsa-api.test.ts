import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, clients } from '../src/platform/db/schema/index.ts';
import { DEMO_CLIENTS } from '../src/seed/demo-users.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';

/**
 * GET /api/v2/bookings/{carrierBookingReference} (issue 11 part 6): a confirmed booking in the DCSA Booking 2.0
 * response shape, validated against the published BKG 2.0.4 OpenAPI schema (../shared/data/dcsa).
 */

const SPEC = join(import.meta.dirname, 'fixtures/dcsa/BKG_v2.0.4.yaml');
let t: TestApp;
let validate: ReturnType<Ajv['compile']>;
const id = `DCSA${Date.now().toString(36).toUpperCase()}`;
const cookies: Record<string, string> = {};

/**
 * OpenAPI 3.0 schemas are JSON Schema draft 4 in two respects Ajv's draft 7 reads differently: exclusive bounds
 * are flags beside minimum/maximum, and `nullable` adds null to the type.
 */
function toDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft7);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true) {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) delete out[flag];
  }
  if (out.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

beforeAll(async () => {
  t = await buildTestApp();
  const document = parse(await readFile(SPEC, 'utf8')) as { components: Record<string, unknown> };
  // OpenAPI 3.0 schemas are JSON Schema with a few extra words (example, nullable, discriminator).
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'bkg', components: toDraft7(document.components) });
  validate = ajv.compile({ $ref: 'bkg#/components/schemas/Booking' });
  for (const who of ['customerA1', 'customerB1', 'superadmin'] as const)
    cookies[who] = (await loginAs(t.app, who)).cookie;
  const [alpina] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.erpClientId, DEMO_CLIENTS.A.erpClientId));
  await t.database.db.insert(bookings).values({
    id,
    clientId: alpina!.id,
    carrierId: 'HSG',
    vessel: 'NORDIC STAR',
    voyage: '601W',
    polId: 'DEHAM',
    podId: 'USNYC',
    placeOfReceiptName: 'Basel',
    finalDestinationName: 'Newark',
    etd: new Date('2026-12-01T10:00:00Z'),
    eta: new Date('2026-12-14T06:00:00Z'),
    customerReference: 'PO-4711',
    agreementNo: 'HLAG-CH-2026-11',
    cargo: [
      {
        quantity: 2,
        containerType: { id: '45G1', label: "40' HC", description: 'High cube', couldBeOversize: false },
        commodityType: { id: null, name: 'Machinery' },
        weight: 18000,
        temperature: null,
        humidity: null,
        ventilation: null,
        pickupDate: null,
        pickupLocation: null,
        pickupReference: '',
        deliveryReference: '',
        vgmPin: '',
        containerNumbers: ['MSKU1234565', 'HLXU8765432'],
        imo: { flag: false, entries: [] },
        oog: { flag: false, entries: [] },
        demDetTariffs: [],
        storageTariffs: [],
        pluginTariffs: [],
      },
    ],
    freight: [
      {
        seqNr: 1,
        text: 'Ocean freight',
        group: 'EXTERNAL',
        quantity: 2,
        unit: 'CTR',
        unitValue: 1500,
        currency: 'USD',
        total: 3000,
        internal1: false,
        isManual: false,
      },
      {
        seqNr: 2,
        text: 'Buy rate',
        group: 'INTERNAL1',
        quantity: 2,
        unit: 'CTR',
        unitValue: 1100,
        currency: 'USD',
        total: 2200,
        internal1: true,
        isManual: false,
      },
    ],
  });
});
afterAll(async () => t?.close());

const get = (who: string) =>
  t.app.inject({ method: 'GET', url: `/api/v2/bookings/${id}`, headers: { cookie: cookies[who]! } });

describe('GET /api/v2/bookings/{carrierBookingReference}', () => {
  it('answers the owner a Booking that validates against DCSA BKG 2.0.4', async () => {
    const answer = await get('customerA1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['api-version']).toBe('2.0.4');
    const body = answer.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    // The schema is not vacuous: a booking without its required parts does not pass.
    expect(validate({ ...body, requestedEquipments: undefined, bookingStatus: 7 })).toBe(false);
    expect(body).toMatchObject({
      carrierBookingReference: id,
      bookingStatus: 'CONFIRMED',
      carrierCode: 'HLC',
      carrierCodeListProvider: 'SMDG',
      vessel: { name: 'NORDIC STAR' },
      carrierExportVoyageNumber: '601W',
      references: [{ type: 'CR', value: 'PO-4711' }],
    });
    expect(body.shipmentLocations.map((l: { locationTypeCode: string }) => l.locationTypeCode)).toEqual([
      'PRE',
      'POL',
      'POD',
      'PDE',
    ]);
    expect(body.requestedEquipments[0]).toMatchObject({
      ISOEquipmentCode: '45G1',
      units: 2,
      equipmentReferences: ['MSKU1234565', 'HLXU8765432'],
    });
    // A customer reads the external charges only.
    expect(body.charges.map((c: { chargeName: string }) => c.chargeName)).toEqual(['Ocean freight']);
  });

  it('answers staff every charge, and another company 404', async () => {
    const staff = await get('superadmin');
    expect(validate(staff.json()), JSON.stringify(validate.errors)).toBe(true);
    expect(staff.json().charges).toHaveLength(2);
    expect((await get('customerB1')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/bookings/${id}` })).statusCode).toBe(401);
  });
});
