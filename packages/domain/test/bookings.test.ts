import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  bookingBackTab,
  bookingTabFlags,
  bookingTabHasDateRange,
  bookingTabsFor,
  canDispute,
  canToggleWatching,
  quickSearchTerms,
  searchWords,
  showsInDispute,
  showsLandTransportCard,
  ZBookingsQuery,
} from '../src/index.ts';
import { userActor } from './actors.ts';

const staff = userActor({ userId: 's1', role: 'operations', isAdmin: true });
const customer = userActor({ userId: 'c1', clientId: 'client-a' });

describe('booking tabs (spec 000 §2, §4)', () => {
  it('gives staff Active, Pending Payment and Archived, customers Active and History', () => {
    expect(bookingTabsFor(true)).toEqual(['active', 'pending-payment', 'archived']);
    expect(bookingTabsFor(false)).toEqual(['active', 'history']);
  });

  it('lists by the archived and pending-payment flags; a customer’s Active keeps pending payment', () => {
    expect(bookingTabFlags('active', true)).toEqual({ archived: false, pendingPayment: false });
    expect(bookingTabFlags('pending-payment', true)).toEqual({ archived: false, pendingPayment: true });
    expect(bookingTabFlags('archived', true)).toEqual({ archived: true });
    expect(bookingTabFlags('active', false)).toEqual({ archived: false });
    expect(bookingTabFlags('history', false)).toEqual({ archived: true });
    expect(['archived', 'history'].every((t) => bookingTabHasDateRange(t as 'archived'))).toBe(true);
    expect(bookingTabHasDateRange('active')).toBe(false);
  });

  it('leads back by pending payment and archived', () => {
    expect(bookingBackTab({ pendingPayment: true, archived: false }, true)).toBe('pending-payment');
    expect(bookingBackTab({ pendingPayment: false, archived: true }, true)).toBe('archived');
    expect(bookingBackTab({ pendingPayment: true, archived: true }, true)).toBe('active');
    expect(bookingBackTab({ pendingPayment: false, archived: false }, true)).toBe('active');
    expect(bookingBackTab({ pendingPayment: true, archived: false }, false)).toBe('active');
    expect(bookingBackTab({ pendingPayment: false, archived: true }, false)).toBe('history');
  });
});

describe('dispute, watching and the land-transport card (spec 000 §4, §2)', () => {
  it('allows a dispute only while pending payment, not archived and not yet in dispute', () => {
    expect(canDispute({ pendingPayment: true, archived: false, inDispute: false })).toBe(true);
    expect(canDispute({ pendingPayment: false, archived: false, inDispute: false })).toBe(false);
    expect(canDispute({ pendingPayment: true, archived: true, inDispute: false })).toBe(false);
    expect(canDispute({ pendingPayment: true, archived: false, inDispute: true })).toBe(false);
    expect(showsInDispute({ inDispute: true, pendingPayment: true })).toBe(true);
    expect(showsInDispute({ inDispute: true, pendingPayment: false })).toBe(false);
  });

  it('lets customers and staff other than the agent toggle watching', () => {
    expect(canToggleWatching(customer, { agentId: 's1' })).toBe(true);
    expect(canToggleWatching(staff, { agentId: 's2' })).toBe(true);
    expect(canToggleWatching(staff, { agentId: 's1' })).toBe(false);
    expect(canToggleWatching(ANONYMOUS, { agentId: null })).toBe(false);
  });

  it('shows the land-transport card to customers who have not answered, never to admins', () => {
    expect(showsLandTransportCard(customer, { answeredLandInterest: false })).toBe(true);
    expect(showsLandTransportCard(customer, { answeredLandInterest: true })).toBe(false);
    expect(showsLandTransportCard(staff, { answeredLandInterest: false })).toBe(false);
  });
});

describe('search normalisation (001 §5, 000 §5)', () => {
  it('trims; keys lower-case, container numbers upper-case without spaces', () => {
    expect(quickSearchTerms('  HLCU 123 ')).toEqual({ key: 'hlcu 123', container: 'HLCU123' });
    expect(quickSearchTerms('   ')).toBeNull();
  });

  it('splits free text into lower-case words', () => {
    expect(searchWords('  Nordic   STAR 601w ')).toEqual(['nordic', 'star', '601w']);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('ZBookingsQuery', () => {
  it('defaults to Active and Export, and refuses a range that ends before it starts', () => {
    expect(ZBookingsQuery.parse({})).toMatchObject({
      tab: 'active',
      category: 'Export',
      page: 1,
      perPage: 10,
    });
    const bad = ZBookingsQuery.safeParse({ from: '2026-05-02', to: '2026-05-01' });
    expect(bad.success).toBe(false);
    expect(ZBookingsQuery.safeParse({ origin: 'deham' }).data?.origin).toBe('DEHAM');
  });
});
