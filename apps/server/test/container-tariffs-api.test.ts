import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TARIFF_DAYS, TARIFF_MESSAGES } from '@portal/domain';
import { cargoLine } from './booking-requests-helpers.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loginAs } from './login.ts';
import { workbenchClient } from './workbench-helpers.ts';

/**
 * DEM/DET, storage and plug-in tariffs on container lines (issue 20 part 3, spec 000 §3, §9): staff save them
 * with a line, days default to 14, the customer reads them and cannot change them, another company gets 404.
 */

let t: TestApp;
let api: ReturnType<typeof workbenchClient>;
let customerA: string;
let customerB: string;
let staff: string;

const demDet = { id: 'HSG-DD-STD', days: 21, text: 'Combined free time', description: 'From discharge' };

beforeAll(async () => {
  t = await buildTestApp();
  api = workbenchClient(t);
  customerA = (await loginAs(t.app, 'customerA1')).cookie;
  customerB = (await loginAs(t.app, 'customerB1')).cookie;
  staff = (await loginAs(t.app, 'superadmin')).cookie;
});
afterAll(async () => t?.close());

describe('container line tariffs', () => {
  it('saves staff tariffs with the line, 14 days where none are given, and returns them to the customer', async () => {
    const id = await api.submit(customerA);
    const answer = await api.patch(id, staff, {
      version: 0,
      containers: [cargoLine({ demDetTariffs: [demDet], storageTariffs: [{ id: 'HSG-ST', text: 'At POL' }] })],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const line = answer.json().containers[0];
    expect(line.demDetTariffs).toEqual([demDet]);
    expect(line.storageTariffs).toEqual([
      { id: 'HSG-ST', days: DEFAULT_TARIFF_DAYS, text: 'At POL', description: '' },
    ]);
    expect(line.pluginTariffs).toEqual([]);

    const asCustomer = (await api.detail(id, customerA)).json();
    expect(asCustomer.containers[0].demDetTariffs).toEqual([demDet]);
    expect((await api.detail(id, customerB)).statusCode).toBe(404);
  });

  it('refuses bad days with the domain message, nothing saved', async () => {
    const id = await api.submit(customerA);
    const answer = await api.patch(id, staff, {
      version: 0,
      containers: [cargoLine({ demDetTariffs: [{ days: 400 }] })],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(TARIFF_MESSAGES.days);
    expect((await api.detail(id, staff)).json().containers[0].demDetTariffs).toEqual([]);
  });

  it('keeps the tariffs staff entered when a customer saves the lines, and gives a customer’s new request none', async () => {
    const sent = await api.submit(customerA, { containers: [cargoLine({ demDetTariffs: [{ days: 99 }] })] });
    expect((await api.detail(sent, staff)).json().containers[0].demDetTariffs).toEqual([]);

    const id = await api.submit(customerA);
    await api.patch(id, staff, { version: 0, containers: [cargoLine({ demDetTariffs: [demDet] })] });
    const own = await api.patch(id, customerA, {
      version: 1,
      containers: [
        cargoLine({ quantity: 3, demDetTariffs: [{ ...demDet, days: 90 }] }),
        cargoLine({ pluginTariffs: [{ days: 30 }] }),
      ],
    });
    expect(own.statusCode, own.body).toBe(200);
    const [first, added] = own.json().containers;
    expect(first.quantity).toBe(3);
    expect(first.demDetTariffs).toEqual([demDet]);
    expect(added.pluginTariffs).toEqual([]);
  });

  it('answers 404 to a customer of another company who tries to set tariffs', async () => {
    const id = await api.submit(customerA);
    const answer = await api.patch(id, customerB, {
      version: 0,
      containers: [cargoLine({ demDetTariffs: [demDet] })],
    });
    expect(answer.statusCode).toBe(404);
    expect((await api.detail(id, staff)).json().containers[0].demDetTariffs).toEqual([]);
  });
});
