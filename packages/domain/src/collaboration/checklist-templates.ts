import { isShipperOwned } from '../container-types.ts';

/**
 * Checklist templates per booking category (spec 000 §3 "Checklist item", "Milestone stages"). The spec lists the
 * milestones of each category and maps the multi-step ones onto checklist items: B/L (draft create, sent,
 * approved, final copy), OOG (requested, approved), IMO (requested, approved, final DGD sheet, informed port).
 * Every other milestone is an item of its own. The server copies the template into each request and booking.
 */

export const CHECKLIST_CATEGORIES = ['Export', 'Import'] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

export const CUSTOMER_ACTIONS = ['fillForm', 'uploadFile'] as const;
export type CustomerActionKind = (typeof CUSTOMER_ACTIONS)[number];

/** What a cargo must have for an item to appear. */
export type CargoCondition = 'imo' | 'oog' | 'soc' | 'tank' | 'vgmByClient';

export interface ChecklistStageTemplate {
  id: string;
  label: string;
}

export interface ChecklistItemTemplate {
  id: string;
  label: string;
  /** Internal items are staff's only: customers never receive them and they are left out of customer counts. */
  isInternal: boolean;
  requires: CargoCondition | null;
  stages: readonly ChecklistStageTemplate[];
  /**
   * What the customer does on the item: fill a form (mark Completed) or upload a file, once the stage `stageId`
   * is checked (null: at once).
   */
  customerAction: { action: CustomerActionKind; stageId: string | null } | null;
  taskCategory: 'operations' | 'accounting';
}

const item = (
  id: string,
  label: string,
  more: Partial<Omit<ChecklistItemTemplate, 'id' | 'label'>> = {},
): ChecklistItemTemplate => ({
  id,
  label,
  isInternal: false,
  requires: null,
  stages: [],
  customerAction: null,
  taskCategory: 'operations',
  ...more,
});

/** Item ids the rules name. */
export const CHECKLIST_ITEM_IDS = {
  bl: 'B_L',
  shippingInstructions: 'SHIPPING_INSTRUCTIONS',
  imo: 'IMO',
  oog: 'OOG',
  socCertificate: 'SOC_CERTIFICATE',
  freightCollection: 'FREIGHT_COLLECTION',
} as const;

// B/L stages in the order the work happens: the draft is created, sent to the customer, approved, then the
// final copy follows. The spec's mapping lists them as "draft create, approved, sent, final copy"; a draft
// cannot be approved before it is sent, so the order of the milestone list ("B/L draft sent/approved") wins.
const BL_STAGES: ChecklistStageTemplate[] = [
  { id: 'BL_DRAFT_CREATE', label: 'B/L draft create' },
  { id: 'BL_DRAFT_SENT', label: 'B/L draft sent' },
  { id: 'BL_DRAFT_APPROVED', label: 'B/L draft approved' },
  { id: 'FINAL_BL_COPY', label: 'Final B/L copy' },
];

export const EXPORT_CHECKLIST: readonly ChecklistItemTemplate[] = [
  item('DEPOT_OUT', 'Depot out'),
  item('SOC_CERTIFICATE', 'SOC certificate', {
    requires: 'soc',
    customerAction: { action: 'uploadFile', stageId: null },
  }),
  item('OOG', 'OOG', {
    requires: 'oog',
    stages: [
      { id: 'OOG_REQUESTED', label: 'OOG requested' },
      { id: 'OOG_APPROVED', label: 'OOG approved' },
    ],
  }),
  item('IMO', 'IMO', {
    requires: 'imo',
    stages: [
      { id: 'IMO_REQUESTED', label: 'IMO requested' },
      { id: 'IMO_APPROVED', label: 'IMO approved' },
      { id: 'FINAL_DGD_SHEET', label: 'Final DGD sheet' },
      { id: 'INFORMED_PORT', label: 'Informed port' },
    ],
    // The customer provides the dangerous goods declaration.
    customerAction: { action: 'uploadFile', stageId: null },
  }),
  // Ours: the tank certificate only concerns tank containers (ISO group T).
  item('TANK_CERTIFICATE', 'Tank certificate', { requires: 'tank' }),
  item('GATE_IN', 'Gate in'),
  // Ours: the customer confirms the VGM only when the request says the client submits it (vgmSubmittedBy).
  item('VGM', 'VGM', { requires: 'vgmByClient', customerAction: { action: 'fillForm', stageId: null } }),
  item('SHIPPING_INSTRUCTIONS', 'Shipping instructions', {
    customerAction: { action: 'uploadFile', stageId: null },
  }),
  // The customer approves the B/L draft once it has been sent (the stage prerequisite of spec 000 §4).
  item('B_L', 'B/L', { stages: BL_STAGES, customerAction: { action: 'fillForm', stageId: 'BL_DRAFT_SENT' } }),
  item('SHIPPED_ON_BOARD', 'Shipped on board'),
  item('INVOICED', 'Invoiced'),
  item('BBHT_NUMBER', 'B/BHT number'),
  // Ours: freight collection is accounting's work (checked by the payment confirmation e-mail), staff only.
  item('FREIGHT_COLLECTION', 'Freight collection', { isInternal: true, taskCategory: 'accounting' }),
  item('OTHER', 'Other'),
];

export const IMPORT_CHECKLIST: readonly ChecklistItemTemplate[] = [
  // Import's B/L item is the surrender; it keeps the B_L id so B/L rules (mark final, compare) apply to it.
  item('B_L', 'B/L surrendered'),
  item('RELEASE_DONE', 'Release done'),
  item('PIN_NUMBER', 'PIN number'),
  item('GATE_OUT', 'Gate out'),
  item('DEPOT_IN', 'Depot in'),
  item('INVOICED', 'Invoiced'),
  item('FREIGHT_COLLECTION', 'Freight collection', { isInternal: true, taskCategory: 'accounting' }),
  item('OTHER', 'Other'),
];

export const CHECKLIST_TEMPLATES: Readonly<Record<ChecklistCategory, readonly ChecklistItemTemplate[]>> = {
  Export: EXPORT_CHECKLIST,
  Import: IMPORT_CHECKLIST,
};

/** The facts of a cargo that decide which conditional items a record gets. */
export type CargoFacts = Readonly<Record<CargoCondition, boolean>>;

/** ISO 6346 size-type codes of tanks have the group letter T ('22T1'). */
const TANK_TYPE = /^\d{2}T/;

/** The cargo facts of a request's or booking's container lines. */
export function cargoFacts(
  lines: readonly {
    imo: boolean;
    oog: boolean;
    containerType: { id: string; description: string | null } | null;
  }[],
  vgmSubmittedBy: 'CLIENT' | 'ADMIN',
): CargoFacts {
  return {
    imo: lines.some((l) => l.imo),
    oog: lines.some((l) => l.oog),
    soc: lines.some((l) => !!l.containerType && isShipperOwned(l.containerType.description)),
    tank: lines.some((l) => !!l.containerType && TANK_TYPE.test(l.containerType.id)),
    vgmByClient: vgmSubmittedBy === 'CLIENT',
  };
}

/** The template items a record gets, with their order (1-based): IMO, OOG, SOC ... only where the cargo has them. */
export function checklistTemplateFor(
  category: ChecklistCategory,
  facts: CargoFacts,
): (ChecklistItemTemplate & { order: number })[] {
  return CHECKLIST_TEMPLATES[category]
    .filter((t) => t.requires === null || facts[t.requires])
    .map((t, index) => ({ ...t, order: index + 1 }));
}

/**
 * A booking request has no category of its own (spec 000 §3 gives one to bookings only). Ours: requests made in
 * the portal are export bookings from the customer's side, so they get the Export checklist; a booking takes its
 * Category.
 */
export const REQUEST_CHECKLIST_CATEGORY: ChecklistCategory = 'Export';
