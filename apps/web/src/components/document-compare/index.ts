/**
 * Public surface of the document comparison (issue 10 part 4):
 * `<DocumentCompareDialog open onClose documents downloadUrlOf leftId? rightId? />`, lazily loaded.
 * `documentKindOf` tells how a file would be shown ('unsupported': the spec's message).
 */
export { DocumentCompareDialog } from './lazy-document-compare-dialog.tsx';
export type { DocumentCompareDialogProps } from './types.ts';
export { documentKindOf, type DocumentKind } from './document-kind.ts';
export { prettyXml } from './pretty-xml.ts';
