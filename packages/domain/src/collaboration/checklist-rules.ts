import { ACTIVITY_TEXT, CHECKLIST_MESSAGES } from './messages.ts';
import type { CustomerActionKind } from './checklist-templates.ts';

/**
 * Checklist rules (spec 000 §4 "Checklist", §6): staff check and uncheck items; stages check in order and record
 * who and when; the customer marks an item's action Completed and may undo it.
 */

export interface StageState {
  id: string;
  checked: boolean;
}

export interface ItemState {
  id: string;
  checked: boolean;
  isInternal: boolean;
  stages: readonly StageState[];
  customerAction: {
    action: CustomerActionKind;
    stageId: string | null;
    /** Set while marked Completed. */
    by: string | null;
    at: string | null;
  } | null;
}

/** Checking and unchecking an item is staff's (spec 000 §4, §6). */
export function itemToggleRefusal(actorIsStaff: boolean): string | null {
  return actorIsStaff ? null : CHECKLIST_MESSAGES.staffOnly;
}

/** Unchecking asks the spec's question first; checking asks nothing. */
export function toggleConfirmation(currentlyChecked: boolean): string | null {
  return currentlyChecked ? CHECKLIST_MESSAGES.uncheckQuestion : null;
}

/**
 * Stage order (spec 000 §4): a stage is checked only when the previous one is checked, unchecked only when the
 * next one is not. Staff only. Null when allowed.
 */
export function stageToggleRefusal(
  stages: readonly StageState[],
  stageId: string,
  check: boolean,
  actorIsStaff: boolean,
): string | null {
  if (!actorIsStaff) return CHECKLIST_MESSAGES.staffOnly;
  const index = stages.findIndex((s) => s.id === stageId);
  if (index < 0) return CHECKLIST_MESSAGES.unknownStage;
  if (check) return index === 0 || stages[index - 1]!.checked ? null : CHECKLIST_MESSAGES.stageNeedsPrevious;
  return index === stages.length - 1 || !stages[index + 1]!.checked
    ? null
    : CHECKLIST_MESSAGES.stageNextChecked;
}

/** A stage after the change: checking records who and when, unchecking clears them. */
export function toggledStage<T extends StageState & { by: string | null; at: string | null }>(
  stage: T,
  check: boolean,
  by: string,
  at: Date,
): T {
  return check
    ? { ...stage, checked: true, by, at: at.toISOString() }
    : { ...stage, checked: false, by: null, at: null };
}

export type CustomerActionState = 'none' | 'unavailable' | 'open' | 'completed';

/**
 * Where the item's customer action stands: none (the item has no action), completed (marked, by and at set),
 * unavailable (item checked or the stage prerequisite not met) or open (may be marked Completed).
 */
export function customerActionState(item: ItemState): CustomerActionState {
  const action = item.customerAction;
  if (!action) return 'none';
  if (action.by !== null) return 'completed';
  if (item.checked) return 'unavailable';
  if (action.stageId !== null && !item.stages.some((s) => s.id === action.stageId && s.checked)) {
    return 'unavailable';
  }
  return 'open';
}

/**
 * Marking Completed ('Completed') or undoing it ('Undo Mark Completed'). The customer's own step: staff see
 * it but do not do it for them (a staff member in customer view is a customer). Ours: an uploadFile action is
 * completed only once the customer has a document on the item, else 'Completed' would claim a file that is
 * not there.
 */
export function customerActionRefusal(
  item: ItemState,
  complete: boolean,
  facts: { actorIsStaff: boolean; customerDocumentCount: number },
): string | null {
  if (facts.actorIsStaff) return CHECKLIST_MESSAGES.noCustomerAction;
  const state = customerActionState(item);
  if (state === 'none' || item.isInternal) return CHECKLIST_MESSAGES.noCustomerAction;
  if (item.checked) return CHECKLIST_MESSAGES.itemAlreadyChecked;
  if (complete) {
    if (state === 'completed') return CHECKLIST_MESSAGES.actionAlreadyCompleted;
    if (state === 'unavailable') return CHECKLIST_MESSAGES.actionStageNotReached;
    if (item.customerAction!.action === 'uploadFile' && facts.customerDocumentCount === 0) {
      return CHECKLIST_MESSAGES.actionNeedsDocument;
    }
    return null;
  }
  return state === 'completed' ? null : CHECKLIST_MESSAGES.actionNotCompleted;
}

/**
 * The customer's button: 'Completed' while open, 'Undo Mark Completed' once marked; both only while the item is
 * unchecked (spec 000 §4). Staff see the state but get no button.
 */
export function customerActionControl(
  item: ItemState,
  viewerIsStaff: boolean,
): { label: string; enabled: boolean; complete: boolean } | null {
  const state = customerActionState(item);
  if (state === 'none' || item.isInternal) return null;
  const complete = state !== 'completed';
  return {
    label: complete ? ACTIVITY_TEXT.completed : ACTIVITY_TEXT.undoCompleted,
    enabled: !viewerIsStaff && !item.checked && state !== 'unavailable',
    complete,
  };
}

export interface ChecklistCounts {
  checked: number;
  total: number;
}

/**
 * Progress for list rows and cards (spec 000 §6): staff count every item, customers only the non-internal ones.
 * The server stores both with each change so lists read them without the checklist.
 */
export function checklistProgress(items: readonly Pick<ItemState, 'checked' | 'isInternal'>[]): {
  staff: ChecklistCounts;
  customer: ChecklistCounts;
} {
  const publicItems = items.filter((i) => !i.isInternal);
  return {
    staff: { checked: items.filter((i) => i.checked).length, total: items.length },
    customer: { checked: publicItems.filter((i) => i.checked).length, total: publicItems.length },
  };
}

/** The counts a viewer sees. */
export function progressFor(
  progress: ReturnType<typeof checklistProgress>,
  viewerIsStaff: boolean,
): ChecklistCounts {
  return viewerIsStaff ? progress.staff : progress.customer;
}

/** Customers never receive internal items (spec 000 §6); staff get all, in template order. */
export function checklistForViewer<T extends Pick<ItemState, 'isInternal'> & { order: number }>(
  items: readonly T[],
  viewerIsStaff: boolean,
): T[] {
  return items.filter((i) => viewerIsStaff || !i.isInternal).sort((a, b) => a.order - b.order);
}
