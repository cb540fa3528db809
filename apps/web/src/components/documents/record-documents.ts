import type { TChecklist, TCollabDocument } from '@portal/domain';

/**
 * Every document of a record the viewer can see in its checklist answer (GET .../checklist): each item's
 * documents and staff documents, then the loose ones (internal documents and storage files), each once.
 */
export function documentsOfChecklist(checklist: TChecklist | undefined): TCollabDocument[] {
  if (!checklist) return [];
  const seen = new Set<string>();
  const all: TCollabDocument[] = [];
  const add = (doc: TCollabDocument) => {
    if (seen.has(doc.id)) return;
    seen.add(doc.id);
    all.push(doc);
  };
  for (const item of checklist.items) {
    item.documents.forEach(add);
    item.adminDocuments.forEach(add);
  }
  checklist.looseDocuments.forEach(add);
  return all;
}

/**
 * How many documents the viewer may see on the record: a customer's answer lists the latest document per item
 * but counts them all (`documentsCount`).
 */
export function documentCountOfChecklist(checklist: TChecklist | undefined): number {
  if (!checklist) return 0;
  const onItems = checklist.items.reduce(
    (sum, item) => sum + Math.max(item.documents.length + item.adminDocuments.length, item.documentsCount),
    0,
  );
  return onItems + checklist.looseDocuments.length;
}
