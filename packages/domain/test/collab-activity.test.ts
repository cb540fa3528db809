import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MESSAGES,
  activityDescription,
  activityTypeOfQuoteEntry,
  compactActivity,
  customerActivityView,
  canPin,
  commentIsInternal,
  isShownInLog,
  isVisibleToCustomer,
  mentionedUserIds,
  mentionOptions,
  mentionRefusal,
  pinMessage,
  pinRefusal,
  sharePubliclyControl,
  ZActivityQuery,
  ZCommentCreate,
  type MentionContext,
} from '../src/index.ts';

const ctx = (authorIsStaff: boolean): MentionContext => ({
  authorIsStaff,
  agentId: 'agent',
  staffUserIds: new Set(['agent', 'ops']),
  teamIds: new Set(['team-ops']),
});

describe('who may mention whom', () => {
  it('lets a customer mention only the assigned agent', () => {
    expect(mentionRefusal([{ kind: 'user', id: 'agent' }], ctx(false))).toBeNull();
    expect(mentionRefusal([{ kind: 'user', id: 'ops' }], ctx(false))).toBe(
      ACTIVITY_MESSAGES.customerMentionsAgentOnly,
    );
    expect(mentionRefusal([{ kind: 'team', id: 'team-ops' }], ctx(false))).toBe(
      ACTIVITY_MESSAGES.onlyStaffMentionTeams,
    );
  });

  it('refuses a customer any user mention while no agent is assigned', () => {
    expect(mentionRefusal([{ kind: 'user', id: 'agent' }], { ...ctx(false), agentId: null })).toBe(
      ACTIVITY_MESSAGES.customerMentionsAgentOnly,
    );
  });

  it('lets staff mention staff users and teams, not customers', () => {
    expect(
      mentionRefusal(
        [
          { kind: 'user', id: 'ops' },
          { kind: 'team', id: 'team-ops' },
          { kind: 'document', id: 'doc-1' },
        ],
        ctx(true),
      ),
    ).toBeNull();
    expect(mentionRefusal([{ kind: 'user', id: 'customer-1' }], ctx(true))).toBe(
      ACTIVITY_MESSAGES.staffMentionsStaffOnly,
    );
    expect(mentionRefusal([{ kind: 'team', id: 'nope' }], ctx(true))).toBe(
      ACTIVITY_MESSAGES.staffMentionsStaffOnly,
    );
  });

  it('offers the agent alone to a customer, sorted staff without archived users and teams to staff', () => {
    const input = {
      agent: { id: 'agent', name: 'Zoe Agent' },
      staffUsers: [
        { id: 'b', name: 'Bea Ops' },
        { id: 'x', name: 'Al Gone', archived: true },
        { id: 'a', name: 'Anna Sales' },
      ],
      teams: [{ id: 't', name: 'Export desk' }],
    };
    expect(mentionOptions({ ...input, authorIsStaff: false })).toEqual([
      { kind: 'user', id: 'agent', label: 'Zoe Agent' },
    ]);
    expect(mentionOptions({ ...input, agent: null, authorIsStaff: false })).toEqual([]);
    expect(mentionOptions({ ...input, authorIsStaff: true }).map((o) => o.id)).toEqual(['a', 'b', 't']);
  });

  it('expands team mentions into their members once each', () => {
    const members = new Map([['team-ops', ['ops', 'agent']]]);
    expect(
      mentionedUserIds(
        [
          { kind: 'user', id: 'agent' },
          { kind: 'team', id: 'team-ops' },
          { kind: 'document', id: 'd' },
        ],
        members,
      ).sort(),
    ).toEqual(['agent', 'ops']);
  });
});

describe('share publicly', () => {
  it('keeps a customer comment public whatever is sent', () => {
    expect(
      commentIsInternal({ authorIsStaff: false, sharePublicly: false, mentionsInternalDocument: false }),
    ).toBe(false);
  });

  it('makes a staff comment public only when shared and no internal document is mentioned', () => {
    expect(
      commentIsInternal({ authorIsStaff: true, sharePublicly: true, mentionsInternalDocument: false }),
    ).toBe(false);
    expect(
      commentIsInternal({ authorIsStaff: true, sharePublicly: false, mentionsInternalDocument: false }),
    ).toBe(true);
    expect(
      commentIsInternal({ authorIsStaff: true, sharePublicly: true, mentionsInternalDocument: true }),
    ).toBe(true);
  });

  it('disables the checkbox with the spec message while an internal document is mentioned', () => {
    expect(sharePubliclyControl(true)).toEqual({
      disabled: true,
      hint: 'To share publicly, remove internal document mention',
    });
    expect(sharePubliclyControl(false)).toEqual({ disabled: false, hint: null });
  });
});

describe('what a customer sees', () => {
  const entry = (
    type: 'COMMENT' | 'ACTIVITY' | 'ACTIVITY_WITH_COMMENT',
    isInternal = false,
    acc = false,
  ) => ({
    type,
    isInternal,
    isAccountingActivity: acc,
  });

  it('sees public comments and activity with comment only', () => {
    expect(isVisibleToCustomer(entry('COMMENT'))).toBe(true);
    expect(isVisibleToCustomer(entry('ACTIVITY_WITH_COMMENT'))).toBe(true);
    expect(isVisibleToCustomer(entry('ACTIVITY'))).toBe(false);
    expect(isVisibleToCustomer(entry('COMMENT', true))).toBe(false);
    expect(isVisibleToCustomer(entry('ACTIVITY_WITH_COMMENT', false, true))).toBe(false);
  });

  it('hides plain activity when Show Activity is off', () => {
    expect(isShownInLog({ type: 'ACTIVITY' }, false)).toBe(false);
    expect(isShownInLog({ type: 'ACTIVITY' }, true)).toBe(true);
    expect(isShownInLog({ type: 'COMMENT' }, false)).toBe(true);
  });
});

describe('quote logs on the shared component', () => {
  it('reads the quote type numbers as our types', () => {
    expect([0, 1, 2, 3, 4, 5].map(activityTypeOfQuoteEntry)).toEqual([
      'COMMENT',
      'ACTIVITY',
      'ACTIVITY',
      'ACTIVITY',
      'ACTIVITY',
      'ACTIVITY_WITH_COMMENT',
    ]);
  });
});

describe('pins', () => {
  it('allows a third pin only by unpinning first', () => {
    expect(canPin('c', [])).toBe(true);
    expect(canPin('c', ['a'])).toBe(true);
    expect(canPin('c', ['a', 'b'])).toBe(false);
    expect(canPin('a', ['a', 'b'])).toBe(true);
  });

  it('refuses pinning past the limit and plain activity, never unpinning', () => {
    expect(pinRefusal({ id: 'c', type: 'COMMENT' }, true, ['a', 'b'])).toBe(ACTIVITY_MESSAGES.pinLimit);
    expect(pinRefusal({ id: 'a', type: 'COMMENT' }, false, ['a', 'b'])).toBeNull();
    expect(pinRefusal({ id: 'c', type: 'ACTIVITY' }, true, [])).toBe(ACTIVITY_MESSAGES.onlyPinComments);
    expect(pinRefusal({ id: 'c', type: 'ACTIVITY_WITH_COMMENT' }, true, ['a'])).toBeNull();
  });

  it('answers with the spec messages', () => {
    expect(pinMessage(true)).toBe('The activity has been pinned.');
    expect(pinMessage(false)).toBe('The activity has been unpinned.');
    expect(ACTIVITY_MESSAGES.pinFailed('boom')).toBe('An error has occurred - boom');
  });
});

describe('comment input', () => {
  it('refuses an empty or blank comment and trims', () => {
    expect(ZCommentCreate.safeParse({ comment: '   ' }).success).toBe(false);
    const parsed = ZCommentCreate.parse({
      comment: '  hello @agent ',
      mentions: [{ kind: 'user', id: 'agent' }],
    });
    expect(parsed).toEqual({
      comment: 'hello @agent',
      mentions: [{ kind: 'user', id: 'agent' }],
      sharePublicly: false,
      reference: null,
    });
  });

  it('refuses NUL characters and unknown reference kinds', () => {
    expect(ZCommentCreate.safeParse({ comment: 'a\u0000b' }).success).toBe(false);
    expect(ZCommentCreate.safeParse({ comment: 'x', reference: { kind: 'task', id: '1' } }).success).toBe(
      false,
    );
    expect(
      ZCommentCreate.parse({ comment: 'x', reference: { kind: 'document', documentId: 'd1' } }).reference,
    ).toEqual({ kind: 'document', documentId: 'd1' });
  });

  it('reads the activity query forgivingly', () => {
    expect(ZActivityQuery.parse({})).toEqual({ showActivity: true, limit: 50 });
    expect(ZActivityQuery.parse({ showActivity: 'false', limit: '20' })).toMatchObject({
      showActivity: false,
      limit: 20,
    });
  });
});

describe('log sentences and customer copies', () => {
  const base: Parameters<typeof activityDescription>[0] = {
    changeType: null,
    checklistItem: { id: 'B_L', label: 'B/L', checked: true },
    stage: { id: 'BL_DRAFT_SENT', label: 'B/L draft sent', checked: true },
    documents: [
      { id: 'd1', name: 'draft.pdf', isInternal: false },
      { id: 'd2', name: 'cost.xlsx', isInternal: true },
    ],
    documentStatus: null,
  };

  it('describes checklist and document changes', () => {
    expect(activityDescription({ ...base, changeType: 'CHECKED' })).toBe('checked B/L');
    expect(activityDescription({ ...base, changeType: 'STAGE_CHECKED' })).toBe(
      'checked B/L draft sent of B/L',
    );
    expect(
      activityDescription({ ...base, changeType: 'DOCUMENT_STATUS_CHANGED', documentStatus: 'REJECTED' }),
    ).toBe('sent on revision: draft.pdf, cost.xlsx');
    expect(activityDescription({ ...base, changeType: 'DONE_BY_CUSTOMER' })).toBe('marked B/L completed');
    expect(activityDescription({ ...base, changeType: 'ARCHIVED' })).toBeNull();
  });

  it('leaves internal documents out of a customer copy', () => {
    const view = customerActivityView({
      documents: base.documents,
      mentions: [
        { kind: 'document' as const, id: 'd2', label: 'cost.xlsx', isInternal: true },
        { kind: 'user' as const, id: 'agent', label: 'Zoe' },
      ],
    });
    expect(view.documents.map((d) => d.id)).toEqual(['d1']);
    expect(view.mentions.map((m) => m.id)).toEqual(['agent']);
  });

  it('drops empty values on write', () => {
    expect(compactActivity({ comment: '', mentions: [], stage: null, at: 'x', isPinned: false })).toEqual({
      at: 'x',
      isPinned: false,
    });
  });
});
