import type { TSessionInfo } from '@portal/domain';
import { SCREENS, type Screen } from '../screens.tsx';

/** Navigation entries of the existing screens that this visitor may see, by group. */
export function navItemsFor(
  session: TSessionInfo,
): Record<'main' | 'admin' | 'config' | 'customer', Screen[]> {
  const groups = {
    main: [] as Screen[],
    admin: [] as Screen[],
    config: [] as Screen[],
    customer: [] as Screen[],
  };
  if (session.visitor === 'anonymous') return groups;
  const staff = session.visitor === 'staff';
  for (const screen of SCREENS) {
    const nav = screen.nav;
    if (!nav) continue;
    if ((nav.group === 'admin' || nav.group === 'config') && !staff) continue;
    if (nav.group === 'customer' && staff) continue;
    if (nav.superadminOnly && session.user?.role !== 'superadmin') continue;
    if (screen.navFor && !screen.navFor.includes(session.visitor)) continue;
    groups[nav.group].push(screen);
  }
  return groups;
}
