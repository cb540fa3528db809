import { describe, expect, it } from 'vitest';
import {
  cargoFacts,
  CHECKLIST_MESSAGES,
  checklistForViewer,
  checklistProgress,
  checklistTemplateFor,
  customerActionControl,
  customerActionRefusal,
  customerActionState,
  progressFor,
  stageToggleRefusal,
  toggleConfirmation,
  toggledStage,
  itemToggleRefusal,
  type CargoFacts,
  type ItemState,
} from '../src/index.ts';

const plain: CargoFacts = { imo: false, oog: false, soc: false, tank: false, vgmByClient: false };
const ids = (facts: CargoFacts, category: 'Export' | 'Import' = 'Export') =>
  checklistTemplateFor(category, facts).map((i) => i.id);

describe('checklist templates', () => {
  it('gives a plain export cargo no IMO, OOG, SOC, tank or customer VGM item', () => {
    expect(ids(plain)).toEqual([
      'DEPOT_OUT',
      'GATE_IN',
      'SHIPPING_INSTRUCTIONS',
      'B_L',
      'SHIPPED_ON_BOARD',
      'INVOICED',
      'BBHT_NUMBER',
      'FREIGHT_COLLECTION',
      'OTHER',
    ]);
  });

  it('adds the IMO, OOG and SOC items where the cargo has them, numbered in order', () => {
    const items = checklistTemplateFor('Export', { ...plain, imo: true, oog: true, soc: true });
    expect(items.slice(0, 4).map((i) => [i.id, i.order])).toEqual([
      ['DEPOT_OUT', 1],
      ['SOC_CERTIFICATE', 2],
      ['OOG', 3],
      ['IMO', 4],
    ]);
    expect(items.find((i) => i.id === 'IMO')!.stages.map((s) => s.label)).toEqual([
      'IMO requested',
      'IMO approved',
      'Final DGD sheet',
      'Informed port',
    ]);
    expect(items.find((i) => i.id === 'OOG')!.stages.map((s) => s.label)).toEqual([
      'OOG requested',
      'OOG approved',
    ]);
  });

  it('gives B/L its four stages and the customer draft approval after the draft is sent', () => {
    const bl = checklistTemplateFor('Export', plain).find((i) => i.id === 'B_L')!;
    expect(bl.stages.map((s) => s.id)).toEqual([
      'BL_DRAFT_CREATE',
      'BL_DRAFT_SENT',
      'BL_DRAFT_APPROVED',
      'FINAL_BL_COPY',
    ]);
    expect(bl.customerAction).toEqual({ action: 'fillForm', stageId: 'BL_DRAFT_SENT' });
  });

  it('gives the import milestones for Import', () => {
    expect(ids(plain, 'Import')).toEqual([
      'B_L',
      'RELEASE_DONE',
      'PIN_NUMBER',
      'GATE_OUT',
      'DEPOT_IN',
      'INVOICED',
      'FREIGHT_COLLECTION',
      'OTHER',
    ]);
  });

  it('reads the cargo facts from container lines', () => {
    const line = (id: string, description: string, imo = false, oog = false) => ({
      imo,
      oog,
      containerType: { id, description },
    });
    expect(cargoFacts([line('22G1', "20' Dry")], 'ADMIN')).toEqual(plain);
    expect(
      cargoFacts(
        [line('22G1-SO', "20' Dry S.O."), line('22T1', "20' Tank", true), line('45U1', 'OT', false, true)],
        'CLIENT',
      ),
    ).toEqual({ imo: true, oog: true, soc: true, tank: true, vgmByClient: true });
  });

  it('keeps internal items from customers', () => {
    const items = checklistTemplateFor('Export', plain);
    expect(checklistForViewer(items, false).some((i) => i.id === 'FREIGHT_COLLECTION')).toBe(false);
    expect(checklistForViewer(items, true)).toHaveLength(items.length);
  });
});

describe('checking items and stages', () => {
  it('lets only staff check items and asks before unchecking', () => {
    expect(itemToggleRefusal(true)).toBeNull();
    expect(itemToggleRefusal(false)).toBe(CHECKLIST_MESSAGES.staffOnly);
    expect(toggleConfirmation(true)).toBe(
      'Are you sure you want to uncheck an item? If you uncheck item, that can generate new notification to the customer?',
    );
    expect(toggleConfirmation(false)).toBeNull();
  });

  const stages = (...checked: boolean[]) => checked.map((c, i) => ({ id: `s${i}`, checked: c }));

  it('checks a stage only after the previous one', () => {
    expect(stageToggleRefusal(stages(false, false), 's0', true, true)).toBeNull();
    expect(stageToggleRefusal(stages(false, false), 's1', true, true)).toBe(
      CHECKLIST_MESSAGES.stageNeedsPrevious,
    );
    expect(stageToggleRefusal(stages(true, false), 's1', true, true)).toBeNull();
  });

  it('unchecks a stage only while the next one is unchecked', () => {
    expect(stageToggleRefusal(stages(true, true), 's0', false, true)).toBe(
      CHECKLIST_MESSAGES.stageNextChecked,
    );
    expect(stageToggleRefusal(stages(true, true), 's1', false, true)).toBeNull();
    expect(stageToggleRefusal(stages(true, false), 's0', false, true)).toBeNull();
  });

  it('refuses customers and unknown stages', () => {
    expect(stageToggleRefusal(stages(false), 's0', true, false)).toBe(CHECKLIST_MESSAGES.staffOnly);
    expect(stageToggleRefusal(stages(false), 'nope', true, true)).toBe(CHECKLIST_MESSAGES.unknownStage);
  });

  it('records who and when on check and clears them on uncheck', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const checked = toggledStage({ id: 's', checked: false, by: null, at: null }, true, 'u1', at);
    expect(checked).toEqual({ id: 's', checked: true, by: 'u1', at: '2026-11-23T10:00:00.000Z' });
    expect(toggledStage(checked, false, 'u1', at)).toEqual({ id: 's', checked: false, by: null, at: null });
  });
});

describe('customer actions', () => {
  const bl = (over: Partial<ItemState> = {}, done = false, sent = false): ItemState => ({
    id: 'B_L',
    checked: false,
    isInternal: false,
    stages: [
      { id: 'BL_DRAFT_CREATE', checked: sent },
      { id: 'BL_DRAFT_SENT', checked: sent },
    ],
    customerAction: {
      action: 'fillForm',
      stageId: 'BL_DRAFT_SENT',
      by: done ? 'c1' : null,
      at: done ? 'x' : null,
    },
    ...over,
  });
  const customer = { actorIsStaff: false, customerDocumentCount: 0 };

  it('waits for the stage prerequisite', () => {
    expect(customerActionState(bl())).toBe('unavailable');
    expect(customerActionRefusal(bl(), true, customer)).toBe(CHECKLIST_MESSAGES.actionStageNotReached);
    expect(customerActionState(bl({}, false, true))).toBe('open');
    expect(customerActionRefusal(bl({}, false, true), true, customer)).toBeNull();
  });

  it('marks Completed once and undoes only a completed action', () => {
    expect(customerActionRefusal(bl({}, true, true), true, customer)).toBe(
      CHECKLIST_MESSAGES.actionAlreadyCompleted,
    );
    expect(customerActionRefusal(bl({}, true, true), false, customer)).toBeNull();
    expect(customerActionRefusal(bl({}, false, true), false, customer)).toBe(
      CHECKLIST_MESSAGES.actionNotCompleted,
    );
  });

  it('is unavailable on a checked item and to staff', () => {
    expect(customerActionState(bl({ checked: true }, true, true))).toBe('completed');
    expect(customerActionState(bl({ checked: true }, false, true))).toBe('unavailable');
    expect(customerActionRefusal(bl({ checked: true }, true, true), false, customer)).toBe(
      CHECKLIST_MESSAGES.itemAlreadyChecked,
    );
    expect(customerActionRefusal(bl({}, false, true), true, { ...customer, actorIsStaff: true })).toBe(
      CHECKLIST_MESSAGES.noCustomerAction,
    );
    expect(customerActionState(bl({ customerAction: null }))).toBe('none');
  });

  it('needs an uploaded document before an upload action is completed', () => {
    const si = bl({
      id: 'SHIPPING_INSTRUCTIONS',
      stages: [],
      customerAction: { action: 'uploadFile', stageId: null, by: null, at: null },
    });
    expect(customerActionRefusal(si, true, customer)).toBe(CHECKLIST_MESSAGES.actionNeedsDocument);
    expect(customerActionRefusal(si, true, { ...customer, customerDocumentCount: 1 })).toBeNull();
  });
});

describe('the customer action button', () => {
  const item = (done: boolean, checked = false, sent = true): ItemState => ({
    id: 'B_L',
    checked,
    isInternal: false,
    stages: [{ id: 'BL_DRAFT_SENT', checked: sent }],
    customerAction: {
      action: 'fillForm',
      stageId: 'BL_DRAFT_SENT',
      by: done ? 'c1' : null,
      at: done ? 'x' : null,
    },
  });

  it("offers 'Completed', then 'Undo Mark Completed', to the customer while the item is unchecked", () => {
    expect(customerActionControl(item(false), false)).toEqual({
      label: 'Completed',
      enabled: true,
      complete: true,
    });
    expect(customerActionControl(item(true), false)).toEqual({
      label: 'Undo Mark Completed',
      enabled: true,
      complete: false,
    });
    expect(customerActionControl(item(true, true), false)?.enabled).toBe(false);
    expect(customerActionControl(item(false, false, false), false)?.enabled).toBe(false);
  });

  it('gives staff no button and items without an action nothing', () => {
    expect(customerActionControl(item(false), true)?.enabled).toBe(false);
    expect(customerActionControl({ ...item(false), customerAction: null }, false)).toBeNull();
  });
});

describe('progress counts', () => {
  it('counts every item for staff and the public ones for customers', () => {
    const progress = checklistProgress([
      { checked: true, isInternal: false },
      { checked: false, isInternal: false },
      { checked: true, isInternal: true },
    ]);
    expect(progress).toEqual({ staff: { checked: 2, total: 3 }, customer: { checked: 1, total: 2 } });
    expect(progressFor(progress, false)).toEqual({ checked: 1, total: 2 });
    expect(progressFor(progress, true)).toEqual({ checked: 2, total: 3 });
  });
});
