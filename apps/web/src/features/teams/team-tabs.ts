import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A tab of Team Management (spec 002 §2): its `tab` query value (null: none, the Teams tab), label and panel. */
export interface TeamTab {
  value: string | null;
  label: string;
  panel: LazyExoticComponent<ComponentType>;
}

/**
 * The tabs in the spec's order, each panel downloaded when first shown. A panel module default-exports its
 * component. Clients is ours (docs/decisions.md, issue 21 part 3): the companies and users the ERP kept.
 */
export const TEAM_TABS: readonly TeamTab[] = [
  { value: null, label: 'Teams', panel: lazy(() => import('./teams-panel/teams-panel.tsx')) },
  { value: 'users', label: 'Users', panel: lazy(() => import('./users-panel/users-panel.tsx')) },
  {
    value: 'reassign-users',
    label: 'Reassign users',
    panel: lazy(() => import('./reassign-panel/reassign-panel.tsx')),
  },
  {
    value: 'payment-confirmation',
    label: 'Payment confirmation',
    panel: lazy(() => import('./payment-confirmation-panel/payment-confirmation-panel.tsx')),
  },
  { value: 'clients', label: 'Clients', panel: lazy(() => import('./clients-panel/clients-panel.tsx')) },
];

/** The tab a `tab` query value selects; an unknown value shows the first tab. */
export function teamTabOf(value: string | null): TeamTab | undefined {
  return TEAM_TABS.find((t) => t.value === value) ?? TEAM_TABS[0];
}
