import { sql } from 'drizzle-orm';
import { CARRIERS, taskTypeDefinition, teamTakes, type TaskTypeDefinition } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { teamScopes } from '../../modules/tasks/repo.ts';
import { scaleBookingId } from './scale.ts';

/**
 * Tasks of the generated bookings (`--scale`, the My Day benchmark): inside the database, in chunks of booking ids,
 * the open tasks of every booking that is not archived for the types that need no checklist state — gate in or
 * release, invoicing (operations) and freight collection (accounting) — with the catalogue's due and show dates
 * and the same assignment as the server's generation: the team that takes the type for the carrier and category,
 * else the agent or the user a reassignment rule names. Existing rows are kept (the unique key), so a run can
 * repeat; syncBookingTasks adds a booking's other types when the booking is next changed.
 */

const SCALE_TYPES = ['GATE_IN', 'RELEASE', 'INVOICING', 'FREIGHT_COLLECTION'];
const CHUNK = 25_000;

const literal = (value: string | number | null) =>
  value === null ? 'null' : typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;

export async function seedScaleTasks(db: DbOrTx, rows: number): Promise<{ scaleTasks: number }> {
  const definitions = SCALE_TYPES.map((t) => taskTypeDefinition(t)!) as TaskTypeDefinition[];
  const teams = await teamScopes(db);
  const types = definitions.flatMap((d) =>
    d.categories.map(
      (category) =>
        `(${[d.type, d.department, category, d.anchor, d.offsetDays, d.leadDays, d.manualResolve, d.checklist?.itemId ?? null, d.checklist?.stageId ?? null].map(literal).join(', ')})`,
    ),
  );
  const takers = definitions.flatMap((definition) =>
    definition.categories.flatMap((category) =>
      CARRIERS.flatMap((carrier) => {
        const team = teams.find((t) => teamTakes(t, { definition, carrierId: carrier.id, category }));
        return team ? [`(${[definition.type, carrier.id, category, team.id].map(literal).join(', ')})`] : [];
      }),
    ),
  );
  const teamTable = takers.length
    ? `(values ${takers.join(', ')}) as a(type, carrier_id, category, team_id)`
    : `(select null::text as type, null::text as carrier_id, null::text as category, null::text as team_id where false) as a`;
  let written = 0;
  for (let offset = 0; offset < rows; offset += CHUNK) {
    const from = scaleBookingId(offset + 1);
    const to = scaleBookingId(Math.min(offset + CHUNK, rows));
    const result = await db.execute(sql`
      insert into tasks (booking_id, client_id, type, department, user_role, carrier_id, category, due_date,
        create_at, show, resolved, assigned_user_id, team_id, manual_resolve, checklist_item_id, checklist_stage_id)
      select b.id, b.client_id, t.type, t.department, 'staff', b.carrier_id, b.category, d.due,
        d.due - t.lead_days * interval '1 day', true, false,
        case when a.team_id is null then coalesce(r.to_user_id, b.agent_id) end, a.team_id::uuid,
        t.manual, t.item, t.stage
      from bookings b
      join ${sql.raw(`(values ${types.join(', ')})`)}
        as t(type, department, category, anchor, offset_days, lead_days, manual, item, stage)
        on t.category = b.category
      cross join lateral (select (case t.anchor when 'ets' then b.etd when 'eta' then b.eta
                                   else b.etd - interval '2 days' end) + t.offset_days * interval '1 day' as due) d
      left join ${sql.raw(teamTable)} on a.type = t.type and a.carrier_id = b.carrier_id and a.category = b.category
      left join task_reassignment_rules r on r.from_user_id = b.agent_id and r.carrier_id = b.carrier_id
      where b.id between ${from} and ${to} and not b.archived and d.due is not null
      on conflict (booking_id, type, coalesce(payment_reference, '')) do nothing`);
    const answer = result as unknown as { rowCount?: number | null; affectedRows?: number };
    written += answer.affectedRows ?? answer.rowCount ?? 0;
  }
  await db.execute(sql`analyze tasks`);
  return { scaleTasks: written };
}
