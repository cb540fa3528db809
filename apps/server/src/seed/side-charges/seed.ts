import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { carriers } from '../../platform/db/schema/index.ts';
import { DEMO_SIDE_CHARGES } from './tables.ts';

/**
 * Gives the demo carriers their side charges, so the editor and the display are full on a first start. Only a
 * carrier nobody has edited (version 1, no tables) gets them: a re-run never undoes what staff saved.
 */
export async function seedDemoSideCharges(db: DbOrTx): Promise<{ demoSideCharges: number }> {
  for (const [carrierId, sideCharges] of Object.entries(DEMO_SIDE_CHARGES)) {
    await db
      .update(carriers)
      .set({ sideCharges })
      .where(
        and(
          eq(carriers.id, carrierId),
          eq(carriers.version, 1),
          sql`jsonb_array_length(${carriers.sideCharges} -> 'importCharges') = 0`,
          sql`jsonb_array_length(${carriers.sideCharges} -> 'exportCharges') = 0`,
        ),
      );
  }
  return { demoSideCharges: Object.keys(DEMO_SIDE_CHARGES).length };
}
