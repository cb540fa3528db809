import { PlanBuilder } from './plan-builder.ts';
import type { ImportPlan, ReferenceData } from './plan.ts';
import { readPointToPoint } from './read-point-to-point.ts';
import type { DcsaPayload, ImportProblem } from './read-payload.ts';
import { readPortSchedules, readServiceSchedules } from './read-schedules.ts';

/** Every UN/LOCODE a payload names, so the import loads just those ports and their terminals. */
export function referencedPorts(payload: DcsaPayload): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'UNLocationCode' && typeof inner === 'string') found.add(inner);
        else walk(inner);
      }
    }
  };
  walk(payload.items);
  return [...found];
}

/**
 * A validated DCSA payload mapped onto our model (services, vessels, voyages with their calls, terminals to
 * create), or every problem found, each with its path in the payload.
 */
export function planDcsaImport(
  payload: DcsaPayload,
  reference: ReferenceData,
): { plan: ImportPlan; problems: [] } | { plan: null; problems: ImportProblem[] } {
  const builder = new PlanBuilder(payload.kind, reference);
  if (payload.kind === 'pointToPoint') readPointToPoint(builder, payload.items);
  else if (payload.kind === 'serviceSchedules') readServiceSchedules(builder, payload.items);
  else readPortSchedules(builder, payload.items);
  return builder.finish();
}
