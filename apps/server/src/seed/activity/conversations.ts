import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  mentionedUserIds,
  notificationText,
  REQUEST_STATUS,
  requestStatusLabel,
  type NotificationCause,
  type TStoredMention,
} from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  bookingRequestActivity,
  bookingRequests,
  checklistItems,
  notifications,
  teamMembers,
  teams,
  users,
} from '../../platform/db/schema/index.ts';
import { DEMO_USERS, type DemoUserKey } from '../demo-users.ts';

/**
 * Demo conversations on requests (issue 10 part 6): customers asking their agent, staff answering in public and
 * talking among themselves, two pinned comments, and the notifications those comments caused, the older ones
 * read. Confirmed requests also tell their customer. Idempotent: once the comments exist, it writes nothing.
 */

type Author = 'customer' | 'agent' | DemoUserKey;
type Mention = { user: 'agent' | DemoUserKey } | { team: string };

interface Line {
  by: Author;
  text: string;
  mentions?: Mention[];
  /** Staff comments are internal unless shared. */
  shared?: boolean;
  pinned?: boolean;
  hoursAgo: number;
}

// prettier-ignore
const CONVERSATIONS: Record<string, Line[]> = {
  'PO-ALP-2275': [
    { by: 'customer', text: 'Could you confirm two 40HC for this week’s sailing? The goods are ready on Wednesday.', mentions: [{ user: 'agent' }], hoursAgo: 30 },
    { by: 'agent', text: 'Two 40HC are reserved at the depot; pickup from Monday 08:00.', shared: true, pinned: true, hoursAgo: 26 },
    { by: 'agent', text: 'The HSG rate expires on Friday, please book before then.', mentions: [{ team: 'Export Operations' }], hoursAgo: 25 },
    { by: 'customer', text: 'Thank you. Our forwarder in Basel will collect the empties.', hoursAgo: 3 },
  ],
  'PO-ALP-2270': [
    { by: 'customer', text: 'The commercial invoice follows tomorrow; can the booking go ahead meanwhile?', mentions: [{ user: 'agent' }], hoursAgo: 20 },
    { by: 'agent', text: 'Yes, we book now and send the shipping instructions once the invoice is here.', shared: true, pinned: true, hoursAgo: 18 },
    { by: 'operations', text: 'Carrier asked for the VGM by Thursday noon.', mentions: [{ user: 'agent' }], hoursAgo: 5 },
  ],
  'HM-4471': [
    { by: 'customer', text: 'Heavy cargo: the lashing plan is attached to the checklist by tomorrow.', mentions: [{ user: 'agent' }], hoursAgo: 40 },
    { by: 'agent', text: 'Please double-check the axle loads with the terminal before acceptance.', mentions: [{ user: 'operations' }], hoursAgo: 39 },
    { by: 'agent', text: 'Received, thank you. We will forward it to the carrier for approval.', shared: true, pinned: true, hoursAgo: 12 },
    { by: 'customer', text: 'Any news from the carrier on the lashing plan?', mentions: [{ user: 'agent' }], hoursAgo: 2 },
  ],
  'HM-4431': [
    { by: 'customer', text: 'The DG declaration is signed; do you need the original?', mentions: [{ user: 'agent' }], hoursAgo: 9 },
    { by: 'agent', text: 'A scan is enough for the carrier; keep the original for customs.', shared: true, hoursAgo: 8 },
  ],
  'RV-SG-0907': [
    { by: 'customer', text: 'Please set the reefers to +4 °C with ventilation closed.', mentions: [{ user: 'agent' }], hoursAgo: 15 },
    { by: 'agent', text: 'Noted: +4 °C, vents closed. It is on the booking with the carrier.', shared: true, pinned: true, hoursAgo: 14 },
    { by: 'agent', text: 'Pre-cooling slot at the depot is only Tuesday; check with the trucker.', mentions: [{ user: 'sales' }], hoursAgo: 6 },
  ],
  'HM-4447': [
    { by: 'customer', text: 'Can we switch the POL to Bremerhaven if Hamburg is congested?', mentions: [{ user: 'agent' }], hoursAgo: 4 },
    { by: 'agent', text: 'Ask HSG for the Bremerhaven feeder option before we answer.', mentions: [{ team: 'Sales & Customer Service' }], hoursAgo: 3 },
  ],
  'PO-ALP-2279': [
    { by: 'customer', text: 'Is an earlier sailing possible? The buyer moved the delivery date.', mentions: [{ user: 'agent' }], hoursAgo: 7 },
  ],
  'RV-US-0899': [
    { by: 'customer', text: 'The phytosanitary certificate is delayed by two days.', mentions: [{ user: 'agent' }], hoursAgo: 1 },
  ],
};

/** Confirmed and held demo requests (seed/activity/plan.ts) whose customers heard of it. */
const STATUS_NEWS = [
  'PO-ALP-2231',
  'PO-ALP-2262',
  'HM-4398',
  'HM-4377',
  'HM-4431',
  'RV-BR-0874',
  'RV-US-0899',
];

const label = (first: string, last: string) => `${first} ${last}`;

export async function seedDemoConversations(db: DbOrTx, now: Date): Promise<{ conversations: number }> {
  const references = Object.keys(CONVERSATIONS);
  const requests = await db
    .select({
      id: bookingRequests.id,
      reference: bookingRequests.customerReference,
      clientId: bookingRequests.clientId,
      agentId: bookingRequests.agentId,
      createdById: bookingRequests.createdById,
      statusCode: bookingRequests.statusCode,
    })
    .from(bookingRequests)
    .where(inArray(bookingRequests.customerReference, references));
  const commented = new Set(
    (
      await db
        .selectDistinct({ id: bookingRequestActivity.requestId })
        .from(bookingRequestActivity)
        .where(
          and(
            inArray(
              bookingRequestActivity.requestId,
              requests.map((r) => r.id),
            ),
            eq(bookingRequestActivity.type, 'COMMENT'),
          ),
        )
    ).map((r) => r.id),
  );
  // Comments and their notifications were written together: once there, the seed has run.
  if (commented.size > 0) return { conversations: 0 };
  const people = await db
    .select({
      id: users.id,
      email: sql<string>`lower(${users.emailAddress})`,
      first: users.firstName,
      last: users.lastName,
      clientId: users.clientId,
    })
    .from(users);
  const byId = new Map(people.map((p) => [p.id, p]));
  const byKey = (key: DemoUserKey) =>
    people.find((p) => p.email === DEMO_USERS[key].emailAddress.toLowerCase())!;
  const teamRows = await db.select({ id: teams.id, name: teams.name }).from(teams);
  const members = await db
    .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
    .from(teamMembers);
  const teamMemberMap = new Map<string, string[]>();
  for (const m of members) teamMemberMap.set(m.teamId, [...(teamMemberMap.get(m.teamId) ?? []), m.userId]);

  const entries: (typeof bookingRequestActivity.$inferInsert)[] = [];
  const notes: (typeof notifications.$inferInsert)[] = [];
  const notifyRow = (
    to: string,
    cause: NotificationCause,
    request: { id: string },
    actorId: string,
    activityId: string | null,
    at: Date,
    isInternal: boolean,
    detail: string | null = null,
  ) => {
    const actor = byId.get(actorId)!;
    notes.push({
      id: randomUUID(),
      userId: to,
      clientId: byId.get(to)?.clientId ?? null,
      groupId: randomUUID(),
      cause,
      referenceObject: 'bookingRequests',
      referenceId: request.id,
      activityId,
      text: notificationText({
        cause,
        actorName: label(actor.first, actor.last),
        recordLabel: `booking request ${request.id}`,
        detail,
      }),
      actorId,
      isInternal,
      // What happened more than half a day ago has been read.
      seen: now.getTime() - at.getTime() > 12 * 3_600_000,
      at,
    });
  };

  for (const request of requests) {
    if (!request.agentId || !request.reference) continue;
    for (const line of CONVERSATIONS[request.reference]!) {
      const authorId: string =
        line.by === 'customer'
          ? request.createdById
          : line.by === 'agent'
            ? request.agentId
            : byKey(line.by).id;
      const author = byId.get(authorId)!;
      const staff = author.clientId === null;
      const mentions: TStoredMention[] = (line.mentions ?? []).map((m) => {
        if ('team' in m) {
          const team = teamRows.find((t) => t.name === m.team) ?? teamRows[0]!;
          return { kind: 'team', id: team.id, label: team.name };
        }
        const user = m.user === 'agent' ? byId.get(request.agentId!)! : byKey(m.user);
        return { kind: 'user', id: user.id, label: label(user.first, user.last) };
      });
      const isInternal = staff && !line.shared;
      const at = new Date(now.getTime() - line.hoursAgo * 3_600_000);
      const id = randomUUID();
      entries.push({
        id,
        requestId: request.id,
        clientId: request.clientId,
        type: 'COMMENT',
        comment: line.text,
        byUserId: authorId,
        byName: label(author.first, author.last),
        isInternal,
        mentions,
        pinnedAt: line.pinned ? at : null,
        pinnedById: line.pinned ? request.agentId : null,
        at,
      });
      const mentioned: string[] = mentionedUserIds(mentions, teamMemberMap).filter((u) => u !== authorId);
      for (const to of mentioned) notifyRow(to, 'MENTION', request, authorId, id, at, isInternal);
      if (!staff && !mentioned.includes(request.agentId))
        notifyRow(request.agentId, 'RECORD_CHANGED', request, authorId, id, at, false, 'a new comment');
    }
  }
  // Confirmed and held demo requests told their customers so (the customers' bells are not empty either).
  const changed = await db
    .select({
      id: bookingRequests.id,
      clientId: bookingRequests.clientId,
      agentId: bookingRequests.agentId,
      createdById: bookingRequests.createdById,
      statusCode: bookingRequests.statusCode,
      hold: bookingRequests.hold,
    })
    .from(bookingRequests)
    .where(inArray(bookingRequests.customerReference, STATUS_NEWS))
    .orderBy(bookingRequests.id);
  changed.forEach((request, i) => {
    const news = request.hold ? 'On Hold' : requestStatusLabel(request.statusCode);
    if (!request.agentId || (!request.hold && request.statusCode !== REQUEST_STATUS.confirmed)) return;
    const at = new Date(now.getTime() - (2 + i * 11) * 3_600_000);
    notifyRow(request.createdById, 'STATUS_CHANGED', request, request.agentId, null, at, false, news);
  });
  // Items staff checked on the demo checklists (seed/collaboration) told the requests' customers.
  const checks = await db
    .select({
      id: bookingRequests.id,
      createdById: bookingRequests.createdById,
      checkedById: checklistItems.checkedById,
      checkedAt: checklistItems.checkedAt,
      label: checklistItems.label,
    })
    .from(checklistItems)
    .innerJoin(bookingRequests, eq(bookingRequests.id, checklistItems.recordId))
    .where(
      and(
        eq(checklistItems.recordKind, 'booking-requests'),
        eq(checklistItems.checked, true),
        eq(checklistItems.isInternal, false),
        isNotNull(checklistItems.checkedById),
      ),
    );
  for (const check of checks) {
    if (!check.checkedById || check.checkedById === check.createdById) continue;
    const at = check.checkedAt ?? now;
    notifyRow(check.createdById, 'CHECKLIST_CHECKED', check, check.checkedById, null, at, false, check.label);
  }
  if (entries.length > 0) await db.insert(bookingRequestActivity).values(entries);
  if (notes.length > 0) await db.insert(notifications).values(notes);
  return { conversations: entries.length };
}
