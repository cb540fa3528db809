import type { ItemState, TChecklistItem } from '@portal/domain';

/** A checklist item as the domain's rules read it (checklist-rules.ts ItemState). */
export function itemState(item: TChecklistItem): ItemState {
  return {
    id: item.id,
    checked: item.checked,
    isInternal: item.isInternal,
    stages: item.stages,
    customerAction: item.customerAction
      ? {
          action: item.customerAction.action,
          stageId: item.customerAction.stageId,
          by: item.customerAction.by?.id ?? null,
          at: item.customerAction.at,
        }
      : null,
  };
}
