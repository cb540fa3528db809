import { describe, expect, it } from 'vitest';
import {
  comparisonRefusal,
  contentDisposition,
  customerCopyEffect,
  DOCUMENT_MESSAGES,
  documentsForViewer,
  downloadFileName,
  editWindowMessage,
  hasMoreDocuments,
  isComparable,
  isReviewable,
  markFinalRefusal,
  removalRefusal,
  reviewCommentRefusal,
  reviewControls,
  reviewRefusal,
  uploaderLabel,
  withinEditWindow,
  ZDocumentReviewInput,
  type DocumentFacts,
} from '../src/index.ts';

const T0 = '2026-11-23T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms);
const WINDOW = 600_000;

const doc = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  uploadedBySide: 'customer',
  uploadedAt: T0,
  isInternal: false,
  status: { type: 'DEFAULT', at: null },
  ...over,
});
const blItem = { id: 'B_L', checked: false };

describe('edit window', () => {
  it('names the configured seconds in the spec message', () => {
    expect(editWindowMessage(30_000)).toBe(
      'Failed to edit item - You cant change status after 30sec from last change!',
    );
    expect(editWindowMessage()).toBe(
      'Failed to edit item - You cant change status after 600sec from last change!',
    );
  });

  it('counts from the last change, the upload when there was none', () => {
    expect(withinEditWindow(doc(), later(WINDOW), WINDOW)).toBe(true);
    expect(withinEditWindow(doc(), later(WINDOW + 1), WINDOW)).toBe(false);
    const reviewed = doc({ status: { type: 'APPROVED', at: later(WINDOW).toISOString() } });
    expect(withinEditWindow(reviewed, later(WINDOW + 1000), WINDOW)).toBe(true);
  });
});

describe('review permissions', () => {
  const staff = { actorSide: 'staff' as const, item: blItem, now: later(1000), windowMs: WINDOW };
  const customer = { ...staff, actorSide: 'customer' as const };

  it('is for the other side than the uploader', () => {
    expect(reviewRefusal(doc(), 'APPROVED', staff)).toBeNull();
    expect(reviewRefusal(doc(), 'APPROVED', customer)).toBe(DOCUMENT_MESSAGES.ownSide);
    expect(reviewRefusal(doc({ uploadedBySide: 'staff' }), 'REJECTED', customer)).toBeNull();
    expect(reviewRefusal(doc({ uploadedBySide: 'staff' }), 'REJECTED', staff)).toBe(
      DOCUMENT_MESSAGES.ownSide,
    );
  });

  it('lets staff review their internal documents', () => {
    expect(reviewRefusal(doc({ uploadedBySide: 'staff', isInternal: true }), 'APPROVED', staff)).toBeNull();
  });

  it('is not offered on the IMO, SOC certificate or shipping-instructions items', () => {
    for (const id of ['IMO', 'SOC_CERTIFICATE', 'SHIPPING_INSTRUCTIONS']) {
      expect(reviewRefusal(doc(), 'APPROVED', { ...staff, item: { id, checked: false } })).toBe(
        DOCUMENT_MESSAGES.notReviewable,
      );
    }
  });

  it('knows which items await a review at all', () => {
    expect(isReviewable('B_L')).toBe(true);
    expect(isReviewable(null)).toBe(true);
    expect(isReviewable('IMO')).toBe(false);
  });

  it('is refused on a checked item', () => {
    expect(reviewRefusal(doc(), 'APPROVED', { ...staff, item: { id: 'B_L', checked: true } })).toBe(
      DOCUMENT_MESSAGES.itemChecked,
    );
  });

  it('lets a document awaiting review be decided at any time', () => {
    expect(reviewRefusal(doc(), 'APPROVED', { ...staff, now: later(WINDOW * 10) })).toBeNull();
  });

  it('changes a decision only within the window after it', () => {
    const approved = doc({ status: { type: 'APPROVED', at: later(1000).toISOString() } });
    expect(reviewRefusal(approved, 'DEFAULT', { ...staff, now: later(WINDOW) })).toBeNull();
    expect(reviewRefusal(approved, 'DEFAULT', { ...staff, now: later(WINDOW + 1001) })).toBe(
      editWindowMessage(WINDOW),
    );
    expect(reviewRefusal(approved, 'REJECTED', { ...staff, now: later(WINDOW + 1001) })).toBe(
      editWindowMessage(WINDOW),
    );
  });

  it('shows approve and amend while undecided, undo after a decision', () => {
    expect(reviewControls(doc(), staff)).toEqual({ approve: true, reject: true, undo: false });
    const rejected = doc({ status: { type: 'REJECTED', at: later(0).toISOString() } });
    expect(reviewControls(rejected, staff)).toEqual({ approve: false, reject: false, undo: true });
    expect(reviewControls(rejected, { ...staff, now: later(WINDOW + 1) })).toEqual({
      approve: false,
      reject: false,
      undo: false,
    });
    expect(reviewControls(doc(), customer)).toEqual({ approve: false, reject: false, undo: false });
  });

  it('requires the reason of an amendment request', () => {
    expect(reviewCommentRefusal('REJECTED', '   ')).toBe(DOCUMENT_MESSAGES.reasonRequired);
    expect(reviewCommentRefusal('REJECTED', 'Wrong consignee')).toBeNull();
    expect(reviewCommentRefusal('APPROVED', null)).toBeNull();
    expect(ZDocumentReviewInput.safeParse({ status: 'REJECTED', comment: '  ' }).success).toBe(false);
    expect(ZDocumentReviewInput.parse({ status: 'REJECTED', comment: ' Wrong weight ' }).comment).toBe(
      'Wrong weight',
    );
    expect(ZDocumentReviewInput.parse({ status: 'APPROVED' })).toEqual({ status: 'APPROVED', comment: null });
  });
});

describe("the customer's copy of an internal document", () => {
  const internal = doc({ uploadedBySide: 'staff', isInternal: true });

  it('is made when staff approve and removed when they reject or undo the approval', () => {
    expect(customerCopyEffect(internal, 'APPROVED', 'staff')).toBe('copy');
    expect(customerCopyEffect(internal, 'REJECTED', 'staff')).toBe('remove');
    expect(
      customerCopyEffect({ ...internal, status: { type: 'APPROVED', at: T0 } }, 'DEFAULT', 'staff'),
    ).toBe('remove');
    expect(
      customerCopyEffect({ ...internal, status: { type: 'REJECTED', at: T0 } }, 'DEFAULT', 'staff'),
    ).toBeNull();
    expect(customerCopyEffect(doc(), 'APPROVED', 'staff')).toBeNull();
  });
});

describe('removal', () => {
  const ctx = { actorSide: 'customer' as const, item: blItem, now: later(1000), windowMs: WINDOW };

  it('is allowed within the window on an unchecked item for a document not approved', () => {
    expect(removalRefusal(doc(), ctx)).toBeNull();
    expect(removalRefusal(doc({ status: { type: 'REJECTED', at: T0 } }), ctx)).toBeNull();
  });

  it('is refused for approved documents, checked items, after the window and on internal ones for customers', () => {
    expect(removalRefusal(doc({ status: { type: 'APPROVED', at: T0 } }), ctx)).toBe(
      DOCUMENT_MESSAGES.approvedCannotBeRemoved,
    );
    expect(removalRefusal(doc(), { ...ctx, item: { checked: true } })).toBe(DOCUMENT_MESSAGES.itemChecked);
    expect(removalRefusal(doc(), { ...ctx, now: later(WINDOW + 1) })).toBe(editWindowMessage(WINDOW));
    expect(removalRefusal(doc({ isInternal: true }), ctx)).toBe(DOCUMENT_MESSAGES.staffOnly);
    expect(removalRefusal(doc({ isInternal: true }), { ...ctx, actorSide: 'staff', item: null })).toBeNull();
  });
});

describe('final and comparison', () => {
  it('marks only B/L documents final, by staff', () => {
    expect(markFinalRefusal(true, 'B_L')).toBeNull();
    expect(markFinalRefusal(true, 'SHIPPING_INSTRUCTIONS')).toBe(DOCUMENT_MESSAGES.finalOnlyBl);
    expect(markFinalRefusal(false, 'B_L')).toBe(DOCUMENT_MESSAGES.staffOnly);
  });

  it('selects B/L and shipping-instructions documents for comparison, by staff', () => {
    expect(comparisonRefusal(true, 'B_L')).toBeNull();
    expect(comparisonRefusal(true, 'SHIPPING_INSTRUCTIONS')).toBeNull();
    expect(comparisonRefusal(true, 'IMO')).toBe(DOCUMENT_MESSAGES.comparisonOnlyBlOrSi);
    expect(comparisonRefusal(true, null)).toBe(DOCUMENT_MESSAGES.comparisonOnlyBlOrSi);
    expect(comparisonRefusal(false, 'B_L')).toBe(DOCUMENT_MESSAGES.staffOnly);
  });

  it('compares the spec kinds of file only', () => {
    expect(['a.PDF', 'b.xlsx', 'c.docx', 'd.xml', 'e.csv', 'f.html'].every(isComparable)).toBe(true);
    expect(isComparable('photo.png')).toBe(false);
    expect(isComparable('noext')).toBe(false);
  });
});

describe('what each side sees', () => {
  const docs = [
    { id: 'old', uploadedAt: '2026-11-01T00:00:00Z', isInternal: false },
    { id: 'internal', uploadedAt: '2026-11-20T00:00:00Z', isInternal: true },
    { id: 'new', uploadedAt: '2026-11-10T00:00:00Z', isInternal: false },
  ];

  it('gives a customer the latest public document, all public ones on show more', () => {
    expect(documentsForViewer(docs, { isStaff: false, showAll: false }).map((d) => d.id)).toEqual(['new']);
    expect(documentsForViewer(docs, { isStaff: false, showAll: true }).map((d) => d.id)).toEqual([
      'new',
      'old',
    ]);
    expect(hasMoreDocuments(docs, false)).toBe(true);
    expect(hasMoreDocuments(docs.slice(0, 2), false)).toBe(false);
  });

  it('gives staff every document, newest first', () => {
    expect(documentsForViewer(docs, { isStaff: true, showAll: false }).map((d) => d.id)).toEqual([
      'internal',
      'new',
      'old',
    ]);
    expect(hasMoreDocuments(docs, true)).toBe(false);
  });

  it("names staff uploads 'Platform' for customers", () => {
    expect(uploaderLabel({ uploadedBySide: 'staff', uploadedByName: 'Anna Ops' }, false)).toBe('Platform');
    expect(uploaderLabel({ uploadedBySide: 'staff', uploadedByName: 'Anna Ops' }, true)).toBe('Anna Ops');
    expect(uploaderLabel({ uploadedBySide: 'customer', uploadedByName: 'Carl Client' }, false)).toBe(
      'Carl Client',
    );
  });
});

describe('downloads', () => {
  it('prefixes IMO and OOG documents with the record id and delivery reference', () => {
    const ctx = { recordId: 'req-2026110001', deliveryReference: 'DLV-7' };
    expect(downloadFileName({ name: 'dgd.pdf' }, { ...ctx, itemId: 'IMO' })).toBe(
      'req-2026110001_DLV-7_dgd.pdf',
    );
    expect(downloadFileName({ name: 'oog.pdf' }, { ...ctx, itemId: 'OOG', deliveryReference: null })).toBe(
      'req-2026110001_oog.pdf',
    );
    expect(downloadFileName({ name: 'bl.pdf' }, { ...ctx, itemId: 'B_L' })).toBe('bl.pdf');
  });

  it('answers an attachment header safe for any name', () => {
    expect(contentDisposition('B/L "draft".pdf')).toBe(
      `attachment; filename="B_L _draft_.pdf"; filename*=UTF-8''B%2FL%20%22draft%22.pdf`,
    );
    expect(contentDisposition('Zürich.pdf')).toBe(
      `attachment; filename="Z_rich.pdf"; filename*=UTF-8''Z%C3%BCrich.pdf`,
    );
  });

  it('quotes the spec messages', () => {
    expect(DOCUMENT_MESSAGES.copiedName).toBe('Copied file name to clipboard!');
    expect(DOCUMENT_MESSAGES.uploadFailed('too big')).toBe('Failed to upload file - too big!');
    expect(DOCUMENT_MESSAGES.removeFailed('x')).toBe('Failed to remove item - x!');
    expect(DOCUMENT_MESSAGES.deleteFailed('x')).toBe('Failed to delete item - x');
  });
});
