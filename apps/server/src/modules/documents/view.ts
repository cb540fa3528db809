import { uploaderLabel, type TCollabDocument } from '@portal/domain';
import type { DocumentRow } from './repo.ts';

/** A stored document as the viewer may see it (ZCollabDocument): a customer sees staff uploads as 'Platform'. */
export function toDocument(row: DocumentRow, viewerIsStaff: boolean, mentionCount = 0): TCollabDocument {
  const staffUpload = row.uploadedBySide === 'staff';
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    contentType: row.contentType,
    checklistItemId: row.checklistItemId,
    uploadedBy: {
      // Customers learn neither the name nor the id of the staff member behind a platform upload.
      id: !viewerIsStaff && staffUpload ? null : row.uploadedById,
      name: uploaderLabel(
        { uploadedBySide: row.uploadedBySide, uploadedByName: row.uploadedByName },
        viewerIsStaff,
      ),
      side: row.uploadedBySide,
    },
    uploadedAt: row.uploadedAt.toISOString(),
    status: {
      type: row.status,
      at: row.statusAt?.toISOString() ?? null,
      by: row.statusById && row.statusByName ? { id: row.statusById, name: row.statusByName } : null,
      comment: row.statusComment,
    },
    final: row.final,
    isSelectedForComparison: row.selectedForComparison,
    isInternal: row.isInternal,
    mentionCount,
    documentType: row.documentType,
  };
}

/** The facts the domain's review and removal rules read. */
export function documentFacts(row: DocumentRow) {
  return {
    uploadedBySide: row.uploadedBySide,
    uploadedAt: row.uploadedAt.toISOString(),
    isInternal: row.isInternal,
    status: { type: row.status, at: row.statusAt?.toISOString() ?? null },
  };
}
