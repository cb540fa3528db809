import { describe, expect, it } from 'vitest';
import {
  ZActivityParams,
  ZChecklistQuery,
  ZCheckInput,
  ZCustomerActionInput,
  ZDocumentFlagsInput,
  ZDocumentUploadFields,
  ZNotificationSeenInput,
  ZPinInput,
} from '../src/index.ts';

describe('collaboration request contracts', () => {
  it('refuses hostile ids in path parameters', () => {
    expect(ZActivityParams.safeParse({ id: 'req-2026110001', activityId: 'a1' }).success).toBe(true);
    expect(ZActivityParams.safeParse({ id: 'a\u0000b', activityId: 'a1' }).success).toBe(false);
    expect(ZActivityParams.safeParse({ id: '\uD800', activityId: 'a1' }).success).toBe(false);
    expect(ZActivityParams.safeParse({ id: 'x'.repeat(101), activityId: 'a1' }).success).toBe(false);
    expect(ZActivityParams.safeParse({ id: '  ', activityId: 'a1' }).success).toBe(false);
  });

  it('takes booleans for the toggles and refuses anything else', () => {
    for (const schema of [ZPinInput, ZCheckInput, ZCustomerActionInput, ZNotificationSeenInput]) {
      expect(schema.safeParse({}).success).toBe(false);
      expect(
        schema.safeParse(JSON.parse('{"pinned":"yes","checked":1,"completed":null,"seen":[]}')).success,
      ).toBe(false);
    }
    expect(ZPinInput.parse({ pinned: true })).toEqual({ pinned: true });
  });

  it('refuses an empty document flag change', () => {
    expect(ZDocumentFlagsInput.safeParse({}).success).toBe(false);
    expect(ZDocumentFlagsInput.parse({ final: true })).toEqual({ final: true });
  });

  it('reads multipart and query flags forgivingly', () => {
    expect(ZDocumentUploadFields.parse({})).toEqual({ checklistItemId: null, isInternal: false });
    expect(ZDocumentUploadFields.parse({ checklistItemId: 'B_L', isInternal: 'true' })).toEqual({
      checklistItemId: 'B_L',
      isInternal: true,
    });
    expect(ZChecklistQuery.parse({ showAll: 'true' })).toEqual({ showAll: true });
    expect(ZChecklistQuery.safeParse({ showAll: 'maybe' }).success).toBe(false);
  });
});
