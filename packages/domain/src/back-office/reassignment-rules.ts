import { z } from 'zod';
import { zText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/**
 * Reassignment rules (spec 002 §2 "Reassign users", §3, §5): a task that would go to the user goes, for bookings of
 * the carrier, to the reassign-to user instead. One rule per user and carrier (the table's unique key).
 */
export const REASSIGNMENT_MESSAGES = {
  chooseUser: 'Choose the user whose tasks are reassigned.',
  chooseCarrier: 'Choose the carrier.',
  chooseTarget: 'Choose the user who gets the tasks instead.',
  sameUser: 'A user cannot be reassigned to themself: choose another reassign-to user.',
  duplicate:
    'This user already has a rule for this carrier. Change the reassign-to user of that rule instead.',
  unknownUser: 'This user does not exist or is archived: choose a staff member from the list.',
  unknownCarrier: 'This carrier does not exist: choose one from the list.',
  removeConfirm: 'Are you sure you want remove this rule?',
} as const;

const userId = (message: string) => zText({ error: message }).trim().uuid(message);

export const ZReassignmentRule = z.object({
  id: z.string().uuid(),
  fromUserId: z.string().uuid(),
  carrierId: z.string(),
  toUserId: z.string().uuid(),
  version: ZVersion,
  createdAt: z.string(),
});
export type TReassignmentRule = z.infer<typeof ZReassignmentRule>;

/** POST /api/reassignment-rules: the add row's three pickers, all required (spec 002 §5). */
export const ZReassignmentRuleInput = z
  .object({
    fromUserId: userId(REASSIGNMENT_MESSAGES.chooseUser),
    carrierId: zText({ error: REASSIGNMENT_MESSAGES.chooseCarrier })
      .trim()
      .min(1, REASSIGNMENT_MESSAGES.chooseCarrier)
      .max(20, REASSIGNMENT_MESSAGES.chooseCarrier),
    toUserId: userId(REASSIGNMENT_MESSAGES.chooseTarget),
  })
  // Two empty pickers are reported as missing, not as the same user.
  .refine((r) => !r.fromUserId || r.fromUserId !== r.toUserId, {
    message: REASSIGNMENT_MESSAGES.sameUser,
    path: ['toUserId'],
  });
export type TReassignmentRuleInput = z.input<typeof ZReassignmentRuleInput>;

/** PATCH /api/reassignment-rules/:id: a new reassign-to user, at the version the editor read. */
export const ZReassignmentTargetInput = z.object({
  toUserId: userId(REASSIGNMENT_MESSAGES.chooseTarget),
  version: ZVersion,
});
export type TReassignmentTargetInput = z.infer<typeof ZReassignmentTargetInput>;

/**
 * The options of one of the two user pickers (spec 002 §5: the user and the reassign-to user exclude each other):
 * everyone but the user chosen in the other picker.
 */
export function reassignPickerOptions<U extends { id: string }>(
  users: readonly U[],
  chosenInOther: string | null,
): U[] {
  return users.filter((u) => u.id !== chosenInOther);
}
