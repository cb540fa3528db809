import { lazy, Suspense } from 'react';
import type { DocumentCompareDialogProps } from './types.ts';

const LoadedDialog = lazy(() =>
  import('./document-compare-dialog.tsx').then((m) => ({ default: m.DocumentCompareDialog })),
);

/**
 * The comparison dialog, loaded when first opened (with it the viewers; pdf.js, SheetJS and mammoth only when a
 * side shows a file of their kind). Closed and never opened, it renders nothing.
 */
export function DocumentCompareDialog(props: DocumentCompareDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}
