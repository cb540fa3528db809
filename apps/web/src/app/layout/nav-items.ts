import type { TSessionInfo } from '@portal/domain';
import { canFor } from '../../lib/use-can.ts';
import { SCREENS, type Screen } from '../screens.tsx';

export type NavGroups = Record<'main' | 'admin' | 'config' | 'customer', Screen[]>;

/** Navigation entries of the existing screens that this visitor may see, by group. */
export function navItemsFor(session: TSessionInfo): NavGroups {
  const groups = {
    main: [] as Screen[],
    admin: [] as Screen[],
    config: [] as Screen[],
    customer: [] as Screen[],
  };
  const can = canFor(session);
  if (!can.signedIn) return groups;
  for (const screen of SCREENS) {
    const nav = screen.nav;
    if (!nav) continue;
    if ((nav.group === 'admin' || nav.group === 'config') && !can('view:admin-navigation')) continue;
    if (nav.group === 'customer' && !can('view:customer-navigation')) continue;
    if (screen.permission && !can(screen.permission)) continue;
    if (screen.navFor && !screen.navFor.includes(session.visitor)) continue;
    groups[nav.group].push(screen);
  }
  return groups;
}
