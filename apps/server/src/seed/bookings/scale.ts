import { sql } from 'drizzle-orm';
import { CARRIERS, noTariffs, type TBookingRequestCargoLine } from '@portal/domain';
import type { DbOrTx } from '../../platform/db/client.ts';
import { SCALE_ERP_CLIENT_BASE } from '../scale.ts';
import { DEMO_SERVICES } from '../schedules/services.ts';
import { CARRIER_OWNER_CODES, LESSOR_OWNER_CODES, ownerWeight } from './containers.ts';

/** `--scale N` adds N × 1,000 bookings (ten per benchmark company). */
export const SCALE_BOOKINGS_PER_SCALE = 1000;

/** File numbers of generated bookings: '8' and seven digits, far above the portal's own sequence (300001 on). */
export const scaleBookingId = (n: number) => `8${String(n).padStart(7, '0')}`;

/** Ports the generated bookings sail between (all in the reference data). */
export const SCALE_LANES = [
  'DEHAM',
  'BRSSZ',
  'NLRTM',
  'USNYC',
  'BEANR',
  'ZADUR',
  'ESVLC',
  'USHOU',
  'CNSHA',
  'ITGOA',
  'USSAV',
  'SGSIN',
] as const;
const PLACES = [
  'Basel',
  'Zürich',
  'Hamburg',
  'Stuttgart',
  'Lyon',
  'Milano',
  'Wien',
  'Duisburg',
  'Linz',
  'Praha',
];
const VESSELS = [...new Set(DEMO_SERVICES.flatMap((s) => s.vessels))];
const STATUS = ['Booked', 'Confirmed', 'Loaded', 'Sailed', 'Arrived', 'Delivered'];
const OWNERS = [...new Set([...Object.values(CARRIER_OWNER_CODES), ...LESSOR_OWNER_CODES])];
/** Rows per INSERT ... SELECT generate_series: bounded memory per statement (and per trigger queue). */
const CHUNK = 25_000;

const textArray = (items: readonly string[]) =>
  sql.raw(`array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** A cargo line of the booking shape; the SQL sets quantity, type, references and container numbers. */
const LINE: TBookingRequestCargoLine = {
  quantity: 1,
  containerType: { id: '45G1', label: "40'HC", description: "40' High Cube", couldBeOversize: false },
  commodityType: { id: null, name: 'FREIGHT ALL KIND' },
  weight: 20_000,
  temperature: null,
  humidity: null,
  ventilation: null,
  pickupDate: null,
  pickupLocation: null,
  pickupReference: '',
  deliveryReference: '',
  vgmPin: '',
  containerNumbers: [],
  imo: { flag: false, entries: [] },
  oog: { flag: false, entries: [] },
  ...noTariffs(),
};

/** ISO 6346 container number in SQL: owner (1-based index into OWNERS) and six-digit serial, with its check digit. */
function containerSql(owner: string, serial: string) {
  const codes = `array[${OWNERS.map((o) => `'${o}'`).join(',')}]::text[]`;
  const weights = `array[${OWNERS.map(ownerWeight).join(',')}]::int[]`;
  const digits = [0, 1, 2, 3, 4, 5]
    .map((i) => `((${serial}) / ${10 ** (5 - i)} % 10) * ${2 ** (4 + i)}`)
    .join(' + ');
  return sql.raw(
    `((${codes})[${owner}] || lpad((${serial})::text, 6, '0') || ((${weights})[${owner}] + ${digits}) % 11 % 10)`,
  );
}

/**
 * Bookings at scale, generated inside the database with generate_series in chunks (bounded memory): `rows`
 * bookings numbered 1..rows spread over the benchmark companies (seed/scale.ts; the demo companies keep their own
 * bookings), the carriers, lanes, categories (Export 70 %), archived (about half), pending payment and in dispute
 * flags, agents (a fifth unassigned) and creation dates over three years, each with one or two ISO 6346 container
 * numbers and a pickup and a delivery reference, so Quick Search has data. One in twelve has a booking tag. A row's
 * values come from a multiplicative hash of its number, so a run makes the same rows; existing ids are skipped.
 * The search triggers of migration 0014 fill search_text, booking_search_keys and booking_containers.
 *
 * `onSchedule` puts each booking on a call of the schedule's voyages instead (vessel, voyage, carrier, POL and
 * departure of a port call that is not the voyage's last, POD its last port), so the vessel and allocation views
 * have bookings on the voyages they show (the benchmarks' shared dataset, bench/million-bookings.ts).
 */
export async function seedScaleBookings(
  db: DbOrTx,
  rows: number,
  options: { onSchedule?: boolean; first?: number } = {},
): Promise<{ scaleBookings: number }> {
  const carriers = textArray(CARRIERS.map((c) => c.id));
  const lanes = textArray(SCALE_LANES);
  const places = textArray(PLACES);
  const vessels = textArray(VESSELS);
  const status = textArray(STATUS);
  const owners = OWNERS.length;
  const first = containerSql('1 + (h / 29) % ' + owners, 'n % 1000000');
  const second = containerSql('1 + (h / 31) % ' + owners, '(n * 7 + 500009) % 1000000');
  const line = JSON.stringify(LINE).replace(/'/g, "''");
  const [{ clients: clientCount } = { clients: 0 }] = (
    (await db.execute(sql`
      select count(*)::int as clients from clients
      where erp_client_id ~ '^[0-9]+$' and erp_client_id::bigint >= ${SCALE_ERP_CLIENT_BASE}`)) as unknown as {
      rows: { clients: number }[];
    }
  ).rows;
  if (!clientCount) return { scaleBookings: 0 };
  const onSchedule = options.onSchedule === true;
  // The calls a booking may load at: every call but a voyage's last, in a fixed order (empty arrays otherwise).
  const calls = onSchedule
    ? sql`vc as (
             select array_agg(vessel order by o) vessel, array_agg(voyage order by o) voyage,
                    array_agg(carrier order by o) carrier, array_agg(pol order by o) pol, array_agg(pod order by o) pod,
                    array_agg(etd order by o) etd, array_agg(eta order by o) eta
             from (select ve.name vessel, v.voyage_number voyage, s.carrier_id carrier, pc.port_id pol,
                          l.port_id pod, pc.departure etd, l.arrival eta,
                          row_number() over (order by s.id, v.voyage_number, pc.sequence) o
                   from port_calls pc join voyages v on v.id = pc.voyage_id
                   join services s on s.id = v.service_id join vessels ve on ve.id = v.vessel_id
                   join lateral (select port_id, arrival from port_calls where voyage_id = v.id
                                 order by sequence desc limit 1) l on true
                   where pc.sequence < (select max(sequence) from port_calls where voyage_id = v.id)) c)`
    : sql`vc as (select null::text[] vessel)`;
  // `first`: rows numbered from first + 1 (a bench adds a batch beside rows it made before).
  for (let offset = options.first ?? 0; offset < rows; offset += CHUNK) {
    const last = Math.min(offset + CHUNK, rows);
    await db.execute(sql`
      with cs as (
             select array_agg(c.id order by c.erp_client_id) a, array_agg(u.id order by c.erp_client_id) u
             from clients c
             join lateral (select id from users where client_id = c.id order by email_address limit 1) u on true
             where c.erp_client_id ~ '^[0-9]+$' and c.erp_client_id::bigint >= ${SCALE_ERP_CLIENT_BASE}),
           st as (select array_agg(id order by id) a from users where role is not null),
           ${calls},
           g as (select n, (n::bigint * 2654435761) % 4294967296 as h
                 from generate_series(${offset + 1}::int, ${last}::int) n),
           r as (select n, h, 1 + (h / 88) % ${SCALE_LANES.length} as o, 1 + (h / 1000) % ${SCALE_LANES.length - 1} as d,
                        (h / 101) % 100 < 50 as archived, (h / 101) % 100 between 50 and 54 as pending,
                        (h / 101) % 100 = 50 as dispute,
                        (h / 7) % 10 < 7 as export,
                        timestamptz '2024-01-01' + ((h / 11) % 1576800) * interval '1 minute' as created,
                        1 + (h / 23) % 2 as boxes,
                        1 + (h / 71) % greatest(array_length(vc.vessel, 1), 1) as k
                 from g, vc)
      insert into bookings (id, client_id, carrier_id, category, archived, pending_payment, in_dispute, status_text,
        vessel, voyage, erp_carrier_id, erp_service_id, place_of_receipt_name, final_destination_name, pol_id, pod_id,
        etd, eta, bl_number, customer_reference, agreement_no, agent_id, contact_id, cargo, created_at, updated_at)
      select '8' || lpad(n::text, 7, '0'),
        cs.a[1 + h % array_length(cs.a, 1)],
        ${onSchedule ? sql`vc.carrier[k]` : sql`(${carriers})[1 + (h / 19) % ${CARRIERS.length}]`},
        case when export then 'Export' else 'Import' end,
        archived, pending, dispute,
        (${status})[case when archived then 6 else 1 + (h / 3) % 5 end],
        ${onSchedule ? sql`vc.vessel[k]` : sql`(${vessels})[1 + (h / 5) % ${VESSELS.length}]`},
        ${onSchedule ? sql`vc.voyage[k]` : sql`lpad(((h / 13) % 52 + 1)::text, 2, '0') || (array['E','W','N','S'])[1 + (h / 17) % 4]`},
        (40010 + (h / 19) % ${CARRIERS.length} * 7)::text,
        'SVC' || (h / 41) % 40,
        (${places})[1 + (h / 43) % ${PLACES.length}],
        (${places})[1 + (h / 47) % ${PLACES.length}],
        ${
          onSchedule
            ? sql`vc.pol[k], vc.pod[k], vc.etd[k], vc.eta[k],`
            : sql`(${lanes})[o], (${lanes})[case when d >= o then d + 1 else d end],
        created + interval '10 days', created + interval '32 days',`
        }
        'BL' || lpad(n::text, 10, '0'),
        'REF-' || n,
        'AGR-' || (h / 53) % 500,
        case when (h / 59) % 5 = 0 then null else st.a[1 + (h / 61) % array_length(st.a, 1)] end,
        cs.u[1 + h % array_length(cs.u, 1)],
        jsonb_build_array((${sql.raw(`'${line}'::jsonb`)}) || jsonb_build_object(
          'quantity', boxes,
          'pickupReference', 'PU' || n,
          'deliveryReference', 'DR' || n,
          'containerNumbers', case when boxes = 1 then jsonb_build_array(${first})
                                   else jsonb_build_array(${first}, ${second}) end)),
        created,
        created + ((h / 67) % 40) * interval '1 day'
      from r, cs, st, vc
      on conflict (id) do nothing`);
    // Fresh statistics after each chunk: the search triggers' statements (cached plans) then keep using the
    // indexes of the tables they fill instead of plans made when those tables were nearly empty.
    await db.execute(sql`analyze bookings, booking_search_keys, booking_containers`);
  }
  // One booking in twelve carries a booking tag (for the tags filter).
  await db.execute(sql`
    insert into booking_tags (booking_id, tag_id)
    select '8' || lpad(n::text, 7, '0'), t.a[1 + (n / 12) % array_length(t.a, 1)]
    from generate_series(12, ${rows}::int, 12) n,
         (select array_agg(id order by text) a from tags where category = 'booking') t
    where t.a is not null
    on conflict do nothing`);
  return { scaleBookings: rows };
}
