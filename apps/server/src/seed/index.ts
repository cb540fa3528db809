import type { Db } from '../platform/db/client.ts';
import type { FileStore } from '../platform/files/index.ts';
import { seedDemoBookings } from './bookings/seed.ts';
import { SCALE_BOOKINGS_PER_SCALE, seedScaleBookings } from './bookings/scale.ts';
import { seedDemoCollaboration } from './collaboration/seed.ts';
import { seedDemoActivity } from './activity/seed.ts';
import { seedDemoConversations } from './activity/conversations.ts';
import { seedDemoWorkbench } from './activity/workbench.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference/index.ts';
import { seedScale } from './scale.ts';
import { seedQuotes } from './quotes/seed.ts';
import { seedSchedules } from './schedules/seed.ts';
import { seedDemoAllocations } from './vessel-allocations/seed.ts';
import { seedDemoSideCharges } from './side-charges/seed.ts';
import { seedDemoTags } from './tags.ts';
import { seedDemoTasks } from './tasks.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoLoadLists } from './load-lists/seed.ts';
import { seedScaleTasks } from './bookings/scale-tasks.ts';

export interface SeedOptions {
  /** Add the demo companies, people, teams, sailing schedules, rates and special offers. */
  demo: boolean;
  /** Add scale × 100 customer companies (three users each) and scale × 1,000 bookings for benchmarks. */
  scale?: number;
  /** Demo schedules run from four weeks before this date for a year (default: today). */
  now?: Date;
  /**
   * With demo: the demo companies' quote groups and booking requests (first start, `npm run seed`), so lists
   * are lived in; tests leave it off and start from empty lists.
   */
  activity?: boolean;
  /** Request ids count per month in this zone (config BUSINESS_TZ). */
  businessTimeZone?: string;
  /** With activity: where the demo requests' documents (small generated PDFs) are stored; none without it. */
  files?: FileStore;
}

/** Rows each part of the seed stands for (present after the run, whether inserted now or before). */
export type SeedSummary = Record<string, number>;

/**
 * Reference data always, demo and benchmark data on request. Deterministic and idempotent (natural keys,
 * batched inserts that skip or refresh existing rows), and in one transaction so a failed run leaves nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary: SeedSummary = await seedReference(tx);
    if (options.demo) {
      const now = options.now ?? new Date();
      Object.assign(summary, await seedDemo(tx));
      Object.assign(summary, await seedSchedules(tx, now));
      Object.assign(summary, await seedQuotes(tx, now));
      Object.assign(summary, await seedDemoTags(tx));
      // Side charges of the demo carriers (issue 21 part 4): the editor and the customers' display have content.
      Object.assign(summary, await seedDemoSideCharges(tx));
      if (options.activity) {
        const zone = options.businessTimeZone ?? 'Europe/Zurich';
        Object.assign(summary, await seedDemoActivity(tx, now, zone));
        Object.assign(summary, await seedDemoWorkbench(tx));
        Object.assign(summary, await seedDemoCollaboration(tx, now, options.files));
        Object.assign(summary, await seedDemoConversations(tx, now));
        Object.assign(summary, await seedDemoBookings(tx, now, options.files));
        Object.assign(summary, await seedDemoTasks(tx, now));
        // Weekly payments, their tasks, commissions and payment confirmations (issue 12 parts 3–5).
        Object.assign(summary, await seedDemoPayments(tx, now, options.files));
        // Vessel allocations at 40, 95 and 110 % and a fully-booked voyage under open requests (issue 22 part 5).
        Object.assign(summary, await seedDemoAllocations(tx));
        // Load lists of the bookings sailing within ±5 days (issue 22 part 5): /loadList is full on a first start.
        Object.assign(summary, await seedDemoLoadLists(tx, now));
      }
    }
    if (options.scale && options.scale > 0) {
      Object.assign(summary, await seedScale(tx, options.scale));
      // Bookings at scale: 1,000 per hundred companies, generated in the database (seed/bookings/scale.ts).
      Object.assign(summary, await seedScaleBookings(tx, options.scale * SCALE_BOOKINGS_PER_SCALE));
      // Their open tasks (set-based, seed/bookings/scale-tasks.ts), so My Day has a backlog to page through.
      Object.assign(summary, await seedScaleTasks(tx, options.scale * SCALE_BOOKINGS_PER_SCALE));
    }
    return summary;
  });
}
