/** How the comparison shows a file, by its extension first and its content type second. */
export type DocumentKind = 'pdf' | 'html' | 'csv' | 'sheet' | 'xml' | 'word' | 'unsupported';

const BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  html: 'html',
  htm: 'html',
  csv: 'csv',
  xls: 'sheet',
  xlsx: 'sheet',
  xml: 'xml',
  doc: 'word',
  docx: 'word',
};

const BY_CONTENT_TYPE: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'text/html': 'html',
  'text/csv': 'csv',
  'application/vnd.ms-excel': 'sheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'sheet',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
};

export function documentKindOf(file: { name: string; contentType: string }): DocumentKind {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byName = extension ? BY_EXTENSION[extension] : undefined;
  if (byName) return byName;
  const type = file.contentType.split(';')[0]!.trim().toLowerCase();
  return BY_CONTENT_TYPE[type] ?? (type.endsWith('+xml') ? 'xml' : 'unsupported');
}
