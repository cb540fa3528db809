import { describe, expect, it } from 'vitest';
import {
  configChanged,
  copiedCreatedAt,
  mayAddConfig,
  maySaveConfig,
  reassignPickerOptions,
  ZPaymentConfirmationConfigInput,
  ZPaymentConfirmationConfigUpdate,
  ZReassignmentRuleInput,
  type ConfigDraft,
} from '../src/index.ts';

const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const C1 = '33333333-3333-4333-8333-333333333333';

describe('reassignment rules (spec 002 §5)', () => {
  const users = [{ id: U1 }, { id: U2 }, { id: 'u3' }];

  it("offers in each user picker everyone but the other picker's choice", () => {
    expect(reassignPickerOptions(users, U2).map((u) => u.id)).toEqual([U1, 'u3']);
    expect(reassignPickerOptions(users, null)).toHaveLength(3);
  });

  it('requires the user, the carrier and the reassign-to user, and refuses the same user twice', () => {
    expect(ZReassignmentRuleInput.safeParse({ fromUserId: U1, carrierId: 'HSG', toUserId: U2 }).success).toBe(
      true,
    );
    const missing = ZReassignmentRuleInput.safeParse({ fromUserId: '', carrierId: '', toUserId: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'Choose the user whose tasks are reassigned.',
      'Choose the carrier.',
      'Choose the user who gets the tasks instead.',
    ]);
    const same = ZReassignmentRuleInput.safeParse({ fromUserId: U1, carrierId: 'HSG', toUserId: U1 });
    expect(same.error?.issues[0]?.path).toEqual(['toUserId']);
  });
});

describe('payment-confirmation settings (spec 002 §4, §5, §9)', () => {
  const carrier: ConfigDraft = {
    carrierId: 'HSG',
    portId: 'USNYC',
    contactTo: ['a@b.example'],
    contactCc: [],
  };
  const customer: ConfigDraft = {
    carrierId: 'HSG',
    clientId: C1,
    statisticClientId: C1,
    category: 'Export',
    contactTo: [],
  };

  it('adds a carrier setting with carrier and port, a customer setting with carrier, client and statistic client', () => {
    expect(mayAddConfig('CARRIER_SETTINGS', carrier)).toBe(true);
    expect(mayAddConfig('CARRIER_SETTINGS', { ...carrier, portId: null })).toBe(false);
    expect(mayAddConfig('CARRIER_SETTINGS', { ...carrier, carrierId: '' })).toBe(false);
    expect(mayAddConfig('CUSTOMER_SETTINGS', customer)).toBe(true);
    expect(mayAddConfig('CUSTOMER_SETTINGS', { ...customer, statisticClientId: null })).toBe(false);
    expect(mayAddConfig('CUSTOMER_SETTINGS', { ...customer, clientId: null })).toBe(false);
  });

  it('saves an edited carrier setting with carrier and port, a customer setting with carrier and client', () => {
    expect(maySaveConfig('CARRIER_SETTINGS', { ...carrier, portId: '' })).toBe(false);
    expect(maySaveConfig('CUSTOMER_SETTINGS', { ...customer, statisticClientId: null })).toBe(true);
    expect(maySaveConfig('CUSTOMER_SETTINGS', { ...customer, clientId: null })).toBe(false);
    expect(maySaveConfig('CUSTOMER_SETTINGS', { ...customer, carrierId: null })).toBe(false);
  });

  it('shows Save for a changed row but not for a changed switch alone', () => {
    expect(configChanged(carrier, { ...carrier, automaticMessage: true })).toBe(false);
    expect(configChanged(carrier, { ...carrier, contactCc: ['c@d.example'] })).toBe(true);
    expect(configChanged(customer, { ...customer, category: 'Import' })).toBe(true);
  });

  it('moves a copy 2 days later than its original', () => {
    expect(copiedCreatedAt(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('checks each address and names the wrong one; the schemas follow the add and save rules', () => {
    const bad = ZPaymentConfirmationConfigInput.safeParse({
      type: 'CARRIER_SETTINGS',
      carrierId: 'HSG',
      portId: 'usnyc',
      contactTo: ['ok@x.example', 'not-an-address'],
    });
    expect(bad.error?.issues[0]?.message).toBe(
      '"not-an-address" is not an e-mail address: write it as name@company.com.',
    );
    expect(bad.error?.issues[0]?.path).toEqual(['contactTo', 1]);
    const added = ZPaymentConfirmationConfigInput.parse({
      type: 'CARRIER_SETTINGS',
      carrierId: 'HSG',
      portId: 'usnyc',
      contactTo: ['A@X.example', 'a@x.example'],
    });
    expect(added).toMatchObject({ portId: 'USNYC', contactTo: ['a@x.example'], contactCc: [] });
    const noStatistic = { type: 'CUSTOMER_SETTINGS', carrierId: 'HSG', clientId: C1, contactTo: [] };
    expect(ZPaymentConfirmationConfigInput.safeParse(noStatistic).error?.issues[0]?.message).toBe(
      'Choose the statistic client.',
    );
    expect(ZPaymentConfirmationConfigUpdate.safeParse({ ...noStatistic, version: 1 }).success).toBe(true);
  });
});
