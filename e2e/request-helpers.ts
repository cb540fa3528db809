import type { APIRequestContext } from '@playwright/test';
import type { TBookingRequestDetail, TSessionInfo } from '@portal/domain';
import { expect } from './fixtures.ts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

export async function detailOf(request: APIRequestContext, id: string): Promise<TBookingRequestDetail> {
  const response = await request.get(`/api/booking-requests/${id}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as TBookingRequestDetail;
}

/**
 * What an agent does on the page before booking, done through the API: take the request, and fill what the
 * warning panel asks for (freight, sailing, pickup) where the e-mail left it empty.
 */
export async function makeBookable(request: APIRequestContext, id: string): Promise<void> {
  const session = (await (await request.get('/api/session')).json()) as TSessionInfo;
  let detail = await detailOf(request, id);
  const watchers = await request.put(`/api/booking-requests/${id}/watchers`, {
    data: { version: detail.version, agentId: session.user!.id },
  });
  expect(watchers.ok(), await watchers.text()).toBeTruthy();
  detail = await detailOf(request, id);
  const locations = (await (await request.get('/api/pickup-locations')).json()) as { id: string }[];
  const patch = await request.patch(`/api/booking-requests/${id}`, {
    data: {
      version: detail.version,
      vgmSubmittedBy: 'CLIENT',
      vessel: detail.vessel ?? 'E2E EXPRESS',
      voyage: detail.voyage ?? '001E',
      etd: detail.etd ?? `${inDays(20)}T12:00:00.000Z`,
      freightDetails: [
        { text: 'Seafreight', group: 'EXTERNAL', quantity: 1, unit: 'CTR', unitValue: 1850, currency: 'USD' },
        { text: 'THC Origin', group: 'EXTERNAL', quantity: 1, unit: 'CTR', unitValue: 245, currency: 'EUR' },
        {
          text: 'Agency Commission',
          group: 'INTERNAL1',
          quantity: 2,
          unit: 'TEU',
          unitValue: -25,
          currency: 'USD',
        },
      ],
      containers: detail.containers.map((line) => ({
        quantity: Math.max(1, line.quantity),
        containerTypeId: line.containerType.id || '45G1',
        commodity: line.commodityType.id
          ? { id: line.commodityType.id }
          : { name: line.commodityType.name || 'MACHINERY' },
        weight: Math.round(line.weight),
        temperature: line.temperature,
        humidity: line.humidity,
        ventilation: line.ventilation,
        pickupDate: line.pickupDate ?? inDays(12),
        pickupLocationId: line.pickupLocation?.id ?? locations[0]?.id ?? null,
        pickupReference: line.pickupReference,
        deliveryReference: line.deliveryReference,
        vgmPin: line.vgmPin,
      })),
    },
  });
  expect(patch.ok(), await patch.text()).toBeTruthy();
}
