import type { Db } from '../platform/db/client.ts';
import { seedDemo } from './demo.ts';
import { seedCatalog } from './reference/catalog.ts';
import { seedContainerTypes } from './reference/container-types.ts';
import { seedGeography } from './reference/geography.ts';
import { seedScale } from './scale.ts';

export interface SeedOptions {
  /** Add the demo companies, people and teams. */
  demo: boolean;
  /** Add scale×100 customer companies for benchmarks. */
  scale?: number;
}

export type SeedSummary = Record<string, number>;

/** Reference data always, demo and scale data on request. Deterministic and idempotent, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary: SeedSummary = {
      ...(await seedGeography(tx)),
      containerTypes: await seedContainerTypes(tx),
      ...(await seedCatalog(tx)),
    };
    if (options.demo) Object.assign(summary, await seedDemo(tx));
    if (options.scale && options.scale > 0) {
      const scaled = await seedScale(tx, options.scale);
      summary.scaleClients = scaled.clients;
      summary.scaleUsers = scaled.users;
    }
    return summary;
  });
}
