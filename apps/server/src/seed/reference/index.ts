import type { DbOrTx } from '../../platform/db/client.ts';
import { seedCarriers } from './carriers.ts';
import { seedCommodityTypes } from './commodity-types.ts';
import { buildContainerTypes, seedContainerTypes } from './container-types.ts';
import { buildCountries, seedCountries } from './countries.ts';
import { seedPickupLocations } from './pickup-locations.ts';
import { buildPorts, seedPorts } from './ports.ts';
import { seedSpecialRemarks } from './special-remarks.ts';
import { buildTerminals, seedTerminals } from './terminals.ts';

/** All reference tables, parents before children (countries -> ports -> terminals, countries -> depots). */
export async function seedReference(db: DbOrTx): Promise<Record<string, number>> {
  const countryRows = buildCountries();
  const portRows = buildPorts(new Set(countryRows.map((c) => c.code)));
  const terminalRows = buildTerminals(new Set(portRows.map((p) => p.id)));
  return {
    countries: await seedCountries(db, countryRows),
    ports: await seedPorts(db, portRows),
    terminals: await seedTerminals(db, terminalRows),
    containerTypes: await seedContainerTypes(db, buildContainerTypes()),
    carriers: await seedCarriers(db),
    commodityTypes: await seedCommodityTypes(db),
    pickupLocations: await seedPickupLocations(db),
    specialRemarkTemplates: await seedSpecialRemarks(db),
  };
}
