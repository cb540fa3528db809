import type { BookingCategory } from '../bookings/api.ts';

/**
 * The task types of spec 000 §3 "Task types" and how the server makes them (docs/decisions.md "Tasks"): each is
 * anchored on a booking date (the closing, ETS or ETA) or on its cause, becomes due `offsetDays` after that
 * anchor, appears on My Day `leadDays` before it is due, and is resolved by its checklist item or stage, or by
 * hand. Client tasks (userRole 'client') belong to the booking's contact person.
 */

export const TASK_DEPARTMENTS = ['operations', 'accounting'] as const;
export type TaskDepartment = (typeof TASK_DEPARTMENTS)[number];

export const MANUAL_RESOLVE_KINDS = ['RESOLVE', 'NO_MANUAL_RESOLVE', 'RESOLVE_OR_DECLINE'] as const;
export type ManualResolveKind = (typeof MANUAL_RESOLVE_KINDS)[number];

export const TASK_USER_ROLES = ['staff', 'client'] as const;
export type TaskUserRole = (typeof TASK_USER_ROLES)[number];

/**
 * What a task's due date counts from: a closing of the port terms (falls back to two days before ETS), the
 * departure (ETS), the arrival (ETA), or the moment of its cause (a customer's report, a declined check).
 */
export const TASK_ANCHORS = ['closing', 'ets', 'eta', 'cause'] as const;
export type TaskAnchor = (typeof TASK_ANCHORS)[number];

export interface TaskTypeDefinition {
  type: string;
  label: string;
  instruction: string;
  department: TaskDepartment;
  categories: readonly BookingCategory[];
  userRole: TaskUserRole;
  /**
   * The checklist item (and stage) the task follows: it is made only when the booking's checklist has the item,
   * and checking the item or stage resolves it. Null: made for every booking of its categories (or by its cause).
   */
  checklist: { itemId: string; stageId: string | null } | null;
  anchor: TaskAnchor;
  offsetDays: number;
  leadDays: number;
  manualResolve: ManualResolveKind;
  /** RESOLVE_OR_DECLINE: the follow-up task type a decline shows, due `offsetDays` of that type after the decline. */
  declineFollowUp?: string;
  /** Made only by its cause (a report or a decline), never from the booking alone. */
  causeOnly?: boolean;
}

const BOTH: readonly BookingCategory[] = ['Export', 'Import'];
const EXPORT: readonly BookingCategory[] = ['Export'];
const IMPORT: readonly BookingCategory[] = ['Import'];

const task = (
  type: string,
  label: string,
  instruction: string,
  more: Omit<TaskTypeDefinition, 'type' | 'label' | 'instruction'>,
): TaskTypeDefinition => ({ type, label, instruction, ...more });

const byItem = (itemId: string, stageId: string | null = null) => ({ itemId, stageId });

export const TASK_TYPES: readonly TaskTypeDefinition[] = [
  // Export operations, in the order the work happens.
  task('DEPOT_OUT', 'Depot out', 'Please arrange the empty container release at the depot.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('DEPOT_OUT'),
    anchor: 'ets',
    offsetDays: -7,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('OOG', 'OOG approval', 'Please obtain OOG approval.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('OOG', 'OOG_APPROVED'),
    anchor: 'ets',
    offsetDays: -10,
    leadDays: 7,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task(
    'LASHING_CERTIFICATE',
    'Lashing certificate',
    'Please obtain the lashing certificate for the out-of-gauge cargo.',
    {
      department: 'operations',
      categories: EXPORT,
      userRole: 'staff',
      checklist: byItem('OOG'),
      anchor: 'closing',
      offsetDays: -1,
      leadDays: 5,
      manualResolve: 'RESOLVE',
    },
  ),
  task('IMO_DGD', 'IMO/DGD', 'Please obtain IMO approval and the final DGD sheet.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('IMO', 'FINAL_DGD_SHEET'),
    anchor: 'ets',
    offsetDays: -10,
    leadDays: 7,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('SOC_CERTIFICATE', 'SOC certificate', 'Please upload the SOC certificate.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'client',
    checklist: byItem('SOC_CERTIFICATE'),
    anchor: 'ets',
    offsetDays: -5,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('GATE_IN', 'Gate in', 'Please make sure the containers gate in before the closing.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('GATE_IN'),
    anchor: 'closing',
    offsetDays: 0,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('VGM', 'VGM', 'Please arrange VGM submission.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'client',
    checklist: byItem('VGM'),
    anchor: 'closing',
    offsetDays: 0,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('SHIPPING_INSTRUCTIONS', 'Shipping instructions', 'Please send the shipping instructions.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'client',
    checklist: byItem('SHIPPING_INSTRUCTIONS'),
    anchor: 'closing',
    offsetDays: -1,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('BL_DRAFT_CREATE', 'B/L draft create', 'Please create the B/L draft.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('B_L', 'BL_DRAFT_CREATE'),
    anchor: 'ets',
    offsetDays: 0,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('BL_DRAFT_SENT', 'B/L draft sent', 'Please send the B/L draft to the customer.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('B_L', 'BL_DRAFT_SENT'),
    anchor: 'ets',
    offsetDays: 1,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('BL_DRAFT_APPROVE', 'B/L draft approve', 'Please approve the B/L draft.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'client',
    checklist: byItem('B_L', 'BL_DRAFT_APPROVED'),
    anchor: 'ets',
    offsetDays: 3,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('BL_FINAL', 'Final B/L', 'Please upload final B/L copy.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('B_L', 'FINAL_BL_COPY'),
    anchor: 'ets',
    offsetDays: 5,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('SHIPMENT_LOADED', 'Shipment loaded', 'Please confirm that the shipment is loaded on board.', {
    department: 'operations',
    categories: EXPORT,
    userRole: 'staff',
    checklist: byItem('SHIPPED_ON_BOARD'),
    anchor: 'ets',
    offsetDays: 1,
    leadDays: 2,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  // Import operations.
  task('BL_SURRENDERED', 'B/L surrendered', 'Please check that the B/L is surrendered.', {
    department: 'operations',
    categories: IMPORT,
    userRole: 'staff',
    checklist: byItem('B_L'),
    anchor: 'eta',
    offsetDays: -5,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('RELEASE', 'Release', 'Please arrange the cargo release.', {
    department: 'operations',
    categories: IMPORT,
    userRole: 'staff',
    checklist: byItem('RELEASE_DONE'),
    anchor: 'eta',
    offsetDays: -2,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('PIN', 'PIN', 'Please pass the PIN number on to the haulier.', {
    department: 'operations',
    categories: IMPORT,
    userRole: 'staff',
    checklist: byItem('PIN_NUMBER'),
    anchor: 'eta',
    offsetDays: -1,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('GATE_OUT', 'Gate out', 'Please check that the containers gate out of the terminal.', {
    department: 'operations',
    categories: IMPORT,
    userRole: 'staff',
    checklist: byItem('GATE_OUT'),
    anchor: 'eta',
    offsetDays: 3,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task(
    'DEMURRAGE_DETENTION',
    'Demurrage and detention',
    'Please check demurrage and detention before the free time ends.',
    {
      department: 'operations',
      categories: IMPORT,
      userRole: 'staff',
      checklist: null,
      anchor: 'eta',
      offsetDays: 7,
      leadDays: 3,
      manualResolve: 'RESOLVE',
    },
  ),
  task('DEPOT_IN', 'Depot in', 'Please check that the empty containers are returned to the depot.', {
    department: 'operations',
    categories: IMPORT,
    userRole: 'staff',
    checklist: byItem('DEPOT_IN'),
    anchor: 'eta',
    offsetDays: 14,
    leadDays: 5,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('INVOICING', 'Invoicing', 'Please invoice the customer.', {
    department: 'operations',
    categories: BOTH,
    userRole: 'staff',
    checklist: byItem('INVOICED'),
    anchor: 'ets',
    offsetDays: 3,
    leadDays: 3,
    manualResolve: 'NO_MANUAL_RESOLVE',
  }),
  task('FILE_CHECK', 'File check', 'Please check the file: the customer reports that something is wrong.', {
    department: 'operations',
    categories: BOTH,
    userRole: 'staff',
    checklist: null,
    anchor: 'cause',
    offsetDays: 1,
    leadDays: 1,
    manualResolve: 'RESOLVE',
    causeOnly: true,
  }),
  // Accounting.
  task(
    'FREIGHT_COLLECTION',
    'Freight collection',
    'Please collect the freight and send the payment confirmation.',
    {
      department: 'accounting',
      categories: BOTH,
      userRole: 'staff',
      checklist: byItem('FREIGHT_COLLECTION'),
      anchor: 'ets',
      offsetDays: 5,
      leadDays: 5,
      manualResolve: 'NO_MANUAL_RESOLVE',
    },
  ),
  task('INVOICE_UPLOAD', 'Invoice upload', 'Please upload the carrier invoice.', {
    department: 'accounting',
    categories: BOTH,
    userRole: 'staff',
    checklist: null,
    anchor: 'ets',
    offsetDays: 7,
    leadDays: 5,
    manualResolve: 'RESOLVE',
  }),
  task('COST_COMPARISON', 'Cost comparison', 'Please compare the invoiced costs with the booked freight.', {
    department: 'accounting',
    categories: BOTH,
    userRole: 'staff',
    checklist: null,
    anchor: 'ets',
    offsetDays: 10,
    leadDays: 5,
    manualResolve: 'RESOLVE',
  }),
  task(
    'COMMISSION_CHECK',
    'Commission check',
    'Please check the commission: resolve it when correct, decline it when not.',
    {
      department: 'accounting',
      categories: BOTH,
      userRole: 'staff',
      checklist: null,
      anchor: 'eta',
      offsetDays: 14,
      leadDays: 5,
      manualResolve: 'RESOLVE_OR_DECLINE',
      declineFollowUp: 'COMMISSION_CORRECTION',
    },
  ),
  task('COMMISSION_CORRECTION', 'Commission correction', 'Please correct the commission with the carrier.', {
    department: 'accounting',
    categories: BOTH,
    userRole: 'staff',
    checklist: null,
    anchor: 'cause',
    offsetDays: 7,
    leadDays: 7,
    manualResolve: 'RESOLVE',
    causeOnly: true,
  }),
  // Weekly payments (issue 12 part 3): one of each per payment (tasks.payment_reference), made by the payments
  // module. The approval task is due on the pay date and resolved by 'Approve Payment' (reopened by its revert);
  // the clear-invoice task comes with the approval, and resolving it clears the payment (spec 000 §4 "Tasks").
  task(
    'PAYMENT_APPROVAL',
    'Payment approval',
    'Please check the accounting documents and approve the carrier payment.',
    {
      department: 'accounting',
      categories: BOTH,
      userRole: 'staff',
      checklist: null,
      anchor: 'cause',
      offsetDays: 0,
      leadDays: 7,
      manualResolve: 'NO_MANUAL_RESOLVE',
      causeOnly: true,
    },
  ),
  task('CLEAR_INVOICE', 'Clear invoice', 'Please clear the carrier invoice of the approved payment.', {
    department: 'accounting',
    categories: BOTH,
    userRole: 'staff',
    checklist: null,
    anchor: 'cause',
    offsetDays: 0,
    leadDays: 7,
    manualResolve: 'RESOLVE',
    causeOnly: true,
  }),
];

/** Task types that belong to one weekly payment (their rows carry its reference and pay date). */
export const PAYMENT_TASK_TYPES = ['PAYMENT_APPROVAL', 'CLEAR_INVOICE'] as const;

const BY_TYPE = new Map(TASK_TYPES.map((t) => [t.type, t]));

export function taskTypeDefinition(type: string): TaskTypeDefinition | undefined {
  return BY_TYPE.get(type);
}

export const TASK_TYPE_IDS = TASK_TYPES.map((t) => t.type) as [string, ...string[]];
