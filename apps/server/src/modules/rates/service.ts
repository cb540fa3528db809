import { listAnswer, type UserActor } from '@portal/domain';
import type { AppContext } from '../../platform/context.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { isBlank } from './cells.ts';
import { RATE_FILE_LIMITS } from './columns.ts';
import { mapRateTable, portCodesIn, type RowError } from './mapping.ts';
import { readRateFile } from './read-file.ts';
import * as repo from './repo.ts';
import type { TRateImportSummary, TRatesQuery } from '@portal/domain';

/** A file with problems: the route answers 400 with the message and the (capped) list of problems. */
export class RateImportError extends AppError {
  constructor(readonly errors: RowError[]) {
    const total = errors.length;
    const shown = Math.min(total, RATE_FILE_LIMITS.maxReportedErrors);
    super(
      'BAD_REQUEST',
      `The file has ${total} ${total === 1 ? 'problem' : 'problems'}${shown < total ? ` (the first ${shown} are listed)` : ''}; nothing was imported.`,
    );
    this.errors = errors.slice(0, shown);
  }
}

/**
 * POST /api/rates/import: reads the file, checks every row, and imports all rates in one transaction, or
 * nothing when any row has a problem. Publishes one staff-only event after commit.
 */
export async function importRates(
  ctx: AppContext,
  actor: UserActor,
  file: { buffer: Buffer; fileName: string },
  signal?: AbortSignal,
): Promise<TRateImportSummary> {
  const table = await readRateFile(file.buffer, file.fileName, { signal });
  if (table.header.every(isBlank)) throw badRequest('The file is empty: row 1 must hold the column names.');
  if (table.rows.every((r) => r.cells.every(isBlank)))
    throw badRequest('The file has no rates: add one row per cost line below the column names.');
  const known = await repo.knownReferences(ctx.db, portCodesIn(table));
  const { rates, errors } = mapRateTable(table, known);
  if (errors.length > 0) throw new RateImportError(errors);
  const summary = await withTenant(ctx.db, actor, (tx) => repo.upsertRates(tx, rates));
  if (summary.created + summary.updated > 0)
    await ctx.events.publish({ entity: 'rate', id: 'import', clientId: null, staffOnly: true });
  return summary;
}

export async function listRates(ctx: AppContext, actor: UserActor, query: TRatesQuery) {
  return withTenant(ctx.db, actor, async (tx) => {
    const { rows, count } = await repo.listRates(
      tx,
      {
        carrierId: query.carrier,
        originId: query.origin,
        destinationId: query.destination,
        containerTypeId: query.containerType,
        validOn: query.validOn,
      },
      { offset: (query.page - 1) * query.perPage, limit: query.perPage },
    );
    const data = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    return listAnswer(data, count, query.page, query.perPage);
  });
}
