import { z } from 'zod';
import { BOOKING_CATEGORIES } from '../bookings/api.ts';
import { CHECKLIST_TEMPLATES } from '../collaboration/checklist-templates.ts';
import { TEAM_TYPES, type TeamType } from '../role-rules.ts';
import { TASK_TYPES } from '../tasks/catalog.ts';
import { zText } from '../validation.ts';
import { ZVersion } from './concurrency.ts';

/**
 * Team Management's Teams tab (spec 002 §2, §3 "Team"): the "Accounting teams" and "Operations teams" panels. What a
 * team names decides which generated tasks it takes (tasks/rules.ts teamTakes), so the choices offered here are the
 * ones task routing reads: operations teams name checklist items, accounting teams task types.
 */

export interface TeamChoice {
  id: string;
  label: string;
}

/** Spec 002 §9 "Team categories include Import and Export", in the order the spec names them. */
export const TEAM_CATEGORIES = [
  'Import',
  'Export',
] as const satisfies readonly (typeof BOOKING_CATEGORIES)[number][];

/**
 * The checklist items an operations team may take: every item of the Export and Import templates whose tasks are
 * operations' work, once per id (Export's label first: Import's B/L item keeps the id 'B_L').
 */
export const TEAM_CHECKLIST_ITEMS: readonly TeamChoice[] = (() => {
  const seen = new Map<string, string>();
  for (const item of [...CHECKLIST_TEMPLATES.Export, ...CHECKLIST_TEMPLATES.Import])
    if (item.taskCategory === 'operations' && !seen.has(item.id)) seen.set(item.id, item.label);
  return [...seen].map(([id, label]) => ({ id, label }));
})();

/** The task types an accounting team may take: the accounting department's staff tasks of the catalogue. */
export const TEAM_TASK_TYPES: readonly TeamChoice[] = TASK_TYPES.filter(
  (t) => t.department === 'accounting' && t.userRole === 'staff',
).map((t) => ({ id: t.type, label: t.label }));

export const TEAM_PANEL_TITLES: Readonly<Record<TeamType, string>> = {
  accounting: 'Accounting teams',
  operations: 'Operations teams',
};

export const TEAM_MESSAGES = {
  nameRequired: 'Give the team a name.',
  nameTooLong: 'A team name has at most 100 characters.',
  unknownItem: 'Choose checklist items from the list.',
  unknownTaskType: 'Choose task types from the list.',
  unknownCategory: 'A category is Import or Export.',
  itemsOnlyOperations: 'Only operations teams take checklist items; accounting teams take task types.',
  typesOnlyAccounting: 'Only accounting teams take task types; operations teams take checklist items.',
  /** Spec 002 §8 "Delete teams". */
  confirmDelete: 'Are you sure you want to delete the selected teams?',
  chooseTeams: 'Select the teams to delete.',
} as const;

const ids = (choices: readonly TeamChoice[]) => choices.map((c) => c.id) as [string, ...string[]];

/** A team as Team Management shows it; also the audit trail's before and after. */
export const ZTeam = z.object({
  id: z.string(),
  name: z.string(),
  teamType: z.enum(TEAM_TYPES),
  /** Members, by first name: the staff the team's tasks show for on My Day. */
  users: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Empty: every carrier. */
  carriers: z.array(z.string()),
  /** Empty: both categories. */
  categories: z.array(z.enum(BOOKING_CATEGORIES)),
  checklistItems: z.array(z.string()),
  taskTypes: z.array(z.string()),
  version: ZVersion,
});
export type TTeam = z.infer<typeof ZTeam>;

const ZTeamFields = z.object({
  name: zText().trim().min(1, TEAM_MESSAGES.nameRequired).max(100, TEAM_MESSAGES.nameTooLong),
  teamType: z.enum(TEAM_TYPES, { error: 'A team is an operations or an accounting team.' }),
  userIds: z.array(z.string().uuid('Choose users from the list.')).max(500).default([]),
  carriers: z.array(zText().trim().min(1).max(20)).max(100).default([]),
  categories: z.array(z.enum(BOOKING_CATEGORIES, { error: TEAM_MESSAGES.unknownCategory })).default([]),
  checklistItems: z
    .array(z.enum(ids(TEAM_CHECKLIST_ITEMS), { error: TEAM_MESSAGES.unknownItem }))
    .default([]),
  taskTypes: z.array(z.enum(ids(TEAM_TASK_TYPES), { error: TEAM_MESSAGES.unknownTaskType })).default([]),
});

/** A team takes checklist items or task types by its type, never the other's (spec 002 §3). */
function workOfItsType(
  team: { teamType: TeamType; checklistItems: string[]; taskTypes: string[] },
  ctx: z.RefinementCtx,
): void {
  if (team.teamType === 'accounting' && team.checklistItems.length > 0)
    ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.itemsOnlyOperations, path: ['checklistItems'] });
  if (team.teamType === 'operations' && team.taskTypes.length > 0)
    ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.typesOnlyAccounting, path: ['taskTypes'] });
}

/** POST /api/teams: a new team (the add bar gives a name; the lists may follow at once or later). */
export const ZTeamInput = ZTeamFields.superRefine(workOfItsType);
export type TTeamInput = z.input<typeof ZTeamInput>;
/** A team row's form: every field said. */
export type TTeamDraft = z.output<typeof ZTeamInput>;

/** PUT /api/teams/:id: the full team, with the version it was read at. */
export const ZTeamUpdate = ZTeamFields.extend({ version: ZVersion }).superRefine(workOfItsType);
export type TTeamUpdate = z.input<typeof ZTeamUpdate>;

/** DELETE /api/teams: the selected teams. */
export const ZTeamDeletion = z.object({
  ids: z.array(z.string().uuid('The id is not valid.')).min(1, TEAM_MESSAGES.chooseTeams).max(200),
});
export type TTeamDeletion = z.infer<typeof ZTeamDeletion>;

/** The editable fields of a stored team, as its row's form holds them. */
export function teamDraftOf(team: TTeam): TTeamDraft {
  return {
    name: team.name,
    teamType: team.teamType,
    userIds: team.users.map((u) => u.id),
    carriers: [...team.carriers],
    categories: [...team.categories],
    checklistItems: [...team.checklistItems],
    taskTypes: [...team.taskTypes],
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * Spec 002 §2 "Team rows show a Save button only when edited": whether the row's draft differs from the stored team.
 * Lists compare as sets (choosing and un-choosing, or another order, is no edit); the name compares as saved
 * (trimmed).
 */
export function teamRowChanged(stored: TTeam, draft: TTeamDraft): boolean {
  const base = teamDraftOf(stored);
  return (
    base.name !== draft.name.trim() ||
    base.teamType !== draft.teamType ||
    !sameSet(base.userIds, draft.userIds) ||
    !sameSet(base.carriers, draft.carriers) ||
    !sameSet(base.categories, draft.categories) ||
    !sameSet(base.checklistItems, draft.checklistItems) ||
    !sameSet(base.taskTypes, draft.taskTypes)
  );
}
