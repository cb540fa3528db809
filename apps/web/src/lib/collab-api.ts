import type { CollabRecordKind } from '@portal/domain';

/** The API path of a request's or booking's activity, checklist and documents: /{kind}/{id}/{...parts}. */
export function collabPath(kind: CollabRecordKind, id: string, ...parts: string[]): string {
  const tail = parts.map((p) => `/${encodeURIComponent(p)}`).join('');
  return `/${kind}/${encodeURIComponent(id)}${tail}`;
}

/** A document's download link (an `<a href>`, so it goes through the browser with the session cookie). */
export function documentDownloadHref(kind: CollabRecordKind, id: string, documentId: string): string {
  return `/api${collabPath(kind, id, 'documents', documentId, 'download')}`;
}
