import {
  can,
  carrierLimitProblems,
  checkLoadListLines,
  handledCarriers,
  loadListDefaultRange,
  LOAD_LIST_MESSAGES,
  parseLoadListText,
  type Actor,
  type LoadListLine,
  type LoadListProblem,
  type TLoadListAnswer,
  type TLoadListQuery,
  type TLoadListSaved,
  type UserActor,
} from '@portal/domain';
import { recordAudit } from '../../platform/audit/audit-repo.ts';
import type { AppContext } from '../../platform/context.ts';
import { readWithTenant } from '../../platform/db/tenant.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { readLoadListFile } from './read-file.ts';
import * as repo from './repo.ts';

/** The entity of the live event a saved load list publishes; the web keys the overview under it. */
export const LOAD_LIST_ENTITY = 'container';

/** Problems a refusal lists at most; the message says how many there were. */
const MAX_REPORTED = 100;

/**
 * A load list with problems: nothing of it was saved; the route answers 400 with the problems, each naming its
 * line. One problem is the message itself (a person reads it in the snackbar); more are counted there.
 */
export class LoadListRejected extends AppError {
  readonly errors: LoadListProblem[];
  constructor(errors: LoadListProblem[]) {
    super(
      'BAD_REQUEST',
      errors.length === 1
        ? errors[0]!.message
        : `${errors.length} lines have problems. ${LOAD_LIST_MESSAGES.rejected}`,
    );
    this.errors = errors.slice(0, MAX_REPORTED);
  }
}

/** The /loadList overview: containers on the Export bookings sailing in the range, of the actor's carriers. */
export async function listLoadList(
  ctx: AppContext,
  actor: Actor,
  query: TLoadListQuery,
): Promise<TLoadListAnswer> {
  if (!can(actor, 'manage:load-list:any')) throw forbidden();
  const range = loadListDefaultRange(new Date());
  const { rows, capped } = await readWithTenant(ctx.db, actor, (db) =>
    repo.listLoadList(db, actor, {
      carriers: query.carriers,
      pol: query.pol,
      from: query.from ?? range.from,
      to: query.to ?? range.to,
    }),
  );
  return { data: rows, capped };
}

/**
 * Saves the lines of one load list (spec 002 §5, §7) in one transaction: every line is checked first (ISO 6346
 * number, status, each container once; for a user with a carriers list, no box of another carrier's booking) and one
 * bad line refuses the whole list, so nothing is half saved. Each container's change is audited in the same
 * transaction; the overview is told after commit.
 */
async function saveLines(ctx: AppContext, actor: UserActor, lines: LoadListLine[]): Promise<TLoadListSaved> {
  if (!can(actor, 'manage:load-list:any')) throw forbidden();
  const { entries, problems } = checkLoadListLines(lines);
  if (problems.length > 0) throw new LoadListRejected(problems);
  const numbers = entries.map((e) => e.container);
  const handled = handledCarriers(actor);
  const result = await ctx.db.transaction(async (tx) => {
    // The same carriers rule as the overview: a box on another carrier's booking is not this user's to change.
    if (handled) {
      const foreign = carrierLimitProblems(entries, await repo.bookingCarriersOf(tx, numbers), handled);
      if (foreign.length > 0) throw new LoadListRejected(foreign);
    }
    const before = new Map((await repo.lockContainers(tx, numbers)).map((c) => [c.container, c]));
    const after = await repo.upsertContainers(tx, actor, entries);
    await recordAudit(
      tx,
      actor,
      ...after.map((row) => {
        const was = before.get(row.container);
        return {
          entity: 'container' as const,
          entityId: row.container,
          action: was ? ('update' as const) : ('create' as const),
          before: was ? { sealNum: was.sealNum, status: was.status } : null,
          after: { sealNum: row.sealNum, status: row.status },
        };
      }),
    );
    return {
      message: LOAD_LIST_MESSAGES.saved,
      saved: after.length,
      created: after.length - before.size,
      notOnBooking: await repo.numbersWithoutBooking(tx, numbers),
    } satisfies TLoadListSaved;
  });
  await ctx.events.publish({
    entity: LOAD_LIST_ENTITY,
    id: numbers.length === 1 ? numbers[0]! : 'load-list',
    clientId: null,
    staffOnly: true,
  });
  return result;
}

/** An uploaded load list (.csv, .xls or .xlsx with the spec's headers). */
export async function saveLoadListFile(
  ctx: AppContext,
  actor: UserActor,
  file: { buffer: Buffer; fileName: string },
  signal?: AbortSignal,
): Promise<TLoadListSaved> {
  if (!can(actor, 'manage:load-list:any')) throw forbidden();
  return saveLines(ctx, actor, await readLoadListFile(file.buffer, file.fileName, signal));
}

/** A pasted load list: Container number, Seal number, Status per line. */
export async function saveLoadListText(
  ctx: AppContext,
  actor: UserActor,
  text: string,
): Promise<TLoadListSaved> {
  return saveLines(ctx, actor, parseLoadListText(text));
}
