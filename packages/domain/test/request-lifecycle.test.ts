import { describe, expect, it } from 'vitest';
import {
  archiveRequest,
  asksMarkUnreadOnUnassign,
  assignAgent,
  assignClient,
  canBookRequestNow,
  confirmWithBooking,
  holdRequest,
  lifecycleStateOf,
  LIFECYCLE_MESSAGES,
  markRequestRead,
  readsOnOpen,
  requestBookNowRefusal,
  restoreRequest,
  unholdRequest,
  type RequestLifecycleState,
  type Transition,
} from '../src/index.ts';
import { userActor } from './actors.ts';
import { requestDetail } from './request-fixture.ts';

const staff = userActor({ userId: 'agent-1', role: 'operations' });
const customer = userActor({ clientId: 'client-a' });

const state = (overrides: Partial<RequestLifecycleState> = {}): RequestLifecycleState => ({
  statusCode: 10,
  hold: false,
  isUnread: true,
  agentId: null,
  clientId: 'client-a',
  bookingId: null,
  ...overrides,
});

function ok<S extends RequestLifecycleState>(t: Transition<S>) {
  if (!t.ok) throw new Error(`refused: ${t.refusal.message}`);
  return t;
}

describe('agent and client (Watchers dialog)', () => {
  it('moves Requested to In Progress on assigning and back on removing the agent', () => {
    const assigned = ok(assignAgent(staff, state(), 'agent-1'));
    expect(assigned.state).toMatchObject({ agentId: 'agent-1', statusCode: 20 });
    expect(assigned.changeType).toBe('ASSIGNED_AGENT');
    const removed = ok(assignAgent(staff, assigned.state, null));
    expect(removed.state).toMatchObject({ agentId: null, statusCode: 10 });
    expect(removed.changeType).toBe('UNASSIGNED_AGENT');
  });

  it('keeps the extra fields of the row it is given', () => {
    const row = { ...state(), id: 'req-2026040001' };
    expect(ok(assignAgent(staff, row, 'a2')).state.id).toBe('req-2026040001');
  });

  it('changes nothing when the agent is the same, and keeps the agent once confirmed', () => {
    const same = ok(assignAgent(staff, state({ agentId: 'a1', statusCode: 20 }), 'a1'));
    expect(same.changed).toBe(false);
    expect(same.changeType).toBeNull();
    const closed = assignAgent(staff, state({ agentId: 'a1', statusCode: 30 }), null);
    expect(closed).toEqual({
      ok: false,
      refusal: { code: 'CONFLICT', message: LIFECYCLE_MESSAGES.closedKeepsAgent },
    });
  });

  it('is staff work', () => {
    expect(assignAgent(customer, state(), 'a1')).toMatchObject({ ok: false, refusal: { code: 'FORBIDDEN' } });
    expect(assignClient(customer, state(), 'client-b')).toMatchObject({ ok: false });
  });

  it('asks to mark unread only when an agent goes and the request is read', () => {
    expect(asksMarkUnreadOnUnassign(state({ agentId: 'a1', isUnread: false }), null)).toBe(true);
    expect(asksMarkUnreadOnUnassign(state({ agentId: 'a1', isUnread: true }), null)).toBe(false);
    expect(asksMarkUnreadOnUnassign(state({ agentId: 'a1', isUnread: false }), 'a2')).toBe(false);
    expect(asksMarkUnreadOnUnassign(state({ agentId: null, isUnread: false }), null)).toBe(false);
  });

  it('assigns another client until the request is confirmed', () => {
    const moved = ok(assignClient(staff, state(), 'client-b'));
    expect(moved.state.clientId).toBe('client-b');
    expect(moved.changeType).toBe('ASSIGNED_CLIENT');
    expect(assignClient(staff, state({ statusCode: 30 }), 'client-b')).toMatchObject({ ok: false });
  });
});

describe('archive and restore', () => {
  it('archives from any status but Archived', () => {
    for (const statusCode of [10, 20, 30]) {
      const t = ok(archiveRequest(staff, state({ statusCode })));
      expect(t.state.statusCode).toBe(40);
      expect(t.changeType).toBe('ARCHIVED');
    }
    expect(archiveRequest(staff, state({ statusCode: 40 }))).toMatchObject({
      ok: false,
      refusal: { message: LIFECYCLE_MESSAGES.alreadyArchived },
    });
  });

  it('restores to In Progress with an agent, else Requested, and Confirmed when booked', () => {
    expect(ok(restoreRequest(staff, state({ statusCode: 40, agentId: 'a1' }))).state.statusCode).toBe(20);
    expect(ok(restoreRequest(staff, state({ statusCode: 40 }))).state.statusCode).toBe(10);
    expect(
      ok(restoreRequest(staff, state({ statusCode: 40, agentId: 'a1', bookingId: '900123' }))).state
        .statusCode,
    ).toBe(30);
    expect(ok(restoreRequest(staff, state({ statusCode: 40 }))).changeType).toBe('UNARCHIVED');
    expect(restoreRequest(staff, state({ statusCode: 20 }))).toMatchObject({ ok: false });
    expect(restoreRequest(customer, state({ statusCode: 40 }))).toMatchObject({ ok: false });
  });
});

describe('hold, read and unread', () => {
  it('holds a request up to In Progress and always lets it go', () => {
    const held = ok(holdRequest(staff, state({ statusCode: 20 })));
    expect(held.state.hold).toBe(true);
    expect(held.changeType).toBe('PUT_ON_HOLD');
    expect(holdRequest(staff, state({ statusCode: 30 }))).toMatchObject({ ok: false });
    const released = ok(unholdRequest(staff, state({ statusCode: 30, hold: true })));
    expect(released.state.hold).toBe(false);
    expect(released.changeType).toBe('REVERT_HOLD');
    expect(ok(unholdRequest(staff, state())).changed).toBe(false);
  });

  it('marks read and unread without an activity entry', () => {
    const read = ok(markRequestRead(staff, state({ isUnread: true }), true));
    expect(read.state.isUnread).toBe(false);
    expect(read.changeType).toBeNull();
    expect(ok(markRequestRead(staff, read.state, false)).state.isUnread).toBe(true);
    expect(ok(markRequestRead(staff, read.state, true)).changed).toBe(false);
    expect(markRequestRead(customer, state(), true)).toMatchObject({ ok: false });
  });

  it('marks read on opening only for the assigned agent', () => {
    expect(readsOnOpen(staff, state({ agentId: 'agent-1', isUnread: true }))).toBe(true);
    expect(readsOnOpen(staff, state({ agentId: 'other', isUnread: true }))).toBe(false);
    expect(readsOnOpen(staff, state({ agentId: 'agent-1', isUnread: false }))).toBe(false);
    expect(readsOnOpen(userActor({ userId: 'agent-1' }), state({ agentId: 'agent-1' }))).toBe(false);
  });
});

describe('Book Now', () => {
  const ready = lifecycleStateOf(requestDetail());

  it('needs staff, no warnings, an agent and a status below Confirmed', () => {
    expect(canBookRequestNow(staff, ready, false)).toBe(true);
    expect(canBookRequestNow(customer, ready, false)).toBe(false);
    expect(requestBookNowRefusal(staff, ready, true)?.message).toBe(LIFECYCLE_MESSAGES.bookNowWarnings);
    expect(requestBookNowRefusal(staff, { ...ready, agentId: null }, false)?.message).toBe(
      'Please assign Watcher (Assigned agent) first',
    );
    expect(requestBookNowRefusal(staff, { ...ready, statusCode: 30 }, false)?.code).toBe('CONFLICT');
    expect(requestBookNowRefusal(staff, { ...ready, bookingId: '9' }, false)?.message).toBe(
      LIFECYCLE_MESSAGES.alreadyBooked,
    );
  });

  it('confirms the request with its booking', () => {
    const booked = ok(confirmWithBooking(staff, ready, '900123', false));
    expect(booked.state).toMatchObject({ statusCode: 30, bookingId: '900123' });
    expect(booked.changeType).toBe('BOOKING_CREATED');
    expect(confirmWithBooking(staff, booked.state, '900124', false)).toMatchObject({ ok: false });
  });

  it('reads the lifecycle facts off the page data', () => {
    expect(lifecycleStateOf(requestDetail({ agent: null, bookingId: '7' }))).toEqual({
      statusCode: 20,
      hold: false,
      isUnread: false,
      agentId: null,
      clientId: 'client-a',
      bookingId: '7',
    });
  });
});
