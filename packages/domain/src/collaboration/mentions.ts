import { ACTIVITY_MESSAGES } from './messages.ts';
import type { MentionKind } from './activity.ts';

/**
 * Who may mention whom (spec 000 §6): a customer's mention list holds only the assigned agent; staff mention
 * staff users and teams. Either side may mention a document it can see; only staff can see internal ones.
 */

export interface MentionTarget {
  kind: MentionKind;
  id: string;
}

/** What the rule needs to know about the record and the people the mentions name. */
export interface MentionContext {
  authorIsStaff: boolean;
  /** The record's assigned agent (the watcher), null while unassigned. */
  agentId: string | null;
  /** Staff users that may be mentioned (not archived). */
  staffUserIds: ReadonlySet<string>;
  teamIds: ReadonlySet<string>;
}

/** The first refusal among the mentions, or null when every one is allowed. */
export function mentionRefusal(mentions: readonly MentionTarget[], ctx: MentionContext): string | null {
  for (const m of mentions) {
    if (m.kind === 'document') continue; // visibility of the document is the server's lookup
    if (!ctx.authorIsStaff) {
      if (m.kind === 'team') return ACTIVITY_MESSAGES.onlyStaffMentionTeams;
      if (m.id !== ctx.agentId) return ACTIVITY_MESSAGES.customerMentionsAgentOnly;
      continue;
    }
    if (m.kind === 'team' ? !ctx.teamIds.has(m.id) : !ctx.staffUserIds.has(m.id)) {
      return ACTIVITY_MESSAGES.staffMentionsStaffOnly;
    }
  }
  return null;
}

export interface MentionOption {
  kind: 'user' | 'team';
  id: string;
  label: string;
}

/** The @-list the comment input offers: the agent alone for a customer, staff users and teams for staff. */
export function mentionOptions(input: {
  authorIsStaff: boolean;
  agent: { id: string; name: string } | null;
  staffUsers: readonly { id: string; name: string; archived?: boolean }[];
  teams: readonly { id: string; name: string }[];
}): MentionOption[] {
  if (!input.authorIsStaff) {
    return input.agent ? [{ kind: 'user', id: input.agent.id, label: input.agent.name }] : [];
  }
  // Spec 000 §6: staff lists exclude archived users and are sorted by first name.
  const users = input.staffUsers
    .filter((u) => !u.archived)
    .map((u) => ({ kind: 'user' as const, id: u.id, label: u.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const teams = input.teams
    .map((t) => ({ kind: 'team' as const, id: t.id, label: t.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...users, ...teams];
}

/**
 * Whether a comment is internal (spec 000 §5, §6). A customer's comment is always public. Staff choose with
 * 'Share publicly' (ours: off by default, since staff talk among themselves more than to the customer and a
 * comment shared by mistake cannot be taken back), and it is forced off while an internal document is mentioned.
 */
export function commentIsInternal(input: {
  authorIsStaff: boolean;
  sharePublicly: boolean;
  mentionsInternalDocument: boolean;
}): boolean {
  if (!input.authorIsStaff) return false;
  return !input.sharePublicly || input.mentionsInternalDocument;
}

/** The 'Share publicly' checkbox: disabled with the spec's hint while an internal document is mentioned. */
export function sharePubliclyControl(mentionsInternalDocument: boolean): {
  disabled: boolean;
  hint: string | null;
} {
  return mentionsInternalDocument
    ? { disabled: true, hint: ACTIVITY_MESSAGES.removeInternalMention }
    : { disabled: false, hint: null };
}

/** The users a comment notifies by name: mentioned users plus the members of mentioned teams, once each. */
export function mentionedUserIds(
  mentions: readonly MentionTarget[],
  teamMembers: ReadonlyMap<string, readonly string[]>,
): string[] {
  const ids = new Set<string>();
  for (const m of mentions) {
    if (m.kind === 'user') ids.add(m.id);
    if (m.kind === 'team') for (const id of teamMembers.get(m.id) ?? []) ids.add(id);
  }
  return [...ids];
}
