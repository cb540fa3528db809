import type { TAccountingDocument, TCollabDocument } from '@portal/domain';

/** An accounting document in the shape the shared viewer reads (name, type, status). */
export function viewable(doc: TAccountingDocument): TCollabDocument {
  return {
    id: doc.id,
    name: doc.name,
    size: doc.size,
    contentType: doc.contentType,
    checklistItemId: null,
    uploadedBy: { id: doc.uploadedBy.id, name: doc.uploadedBy.name, side: 'staff' },
    uploadedAt: doc.uploadedAt,
    status: doc.status,
    final: false,
    isSelectedForComparison: false,
    isInternal: true,
    mentionCount: 0,
    documentType: 'ADDITIONAL_DOCUMENTS',
  };
}
