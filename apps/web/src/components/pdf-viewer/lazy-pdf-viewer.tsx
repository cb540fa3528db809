import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { PdfViewerProps } from './types.ts';

const LoadedPdfViewer = lazy(() => import('./pdf-viewer.tsx').then((m) => ({ default: m.PdfViewer })));

/**
 * The PDF viewer, loaded when first shown: pdf.js and the viewer cost nothing until then, and pdf.js's worker is
 * fetched when the first document opens.
 */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading viewer" />}>
      <LoadedPdfViewer {...props} />
    </Suspense>
  );
}
