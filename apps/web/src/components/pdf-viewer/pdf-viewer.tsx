import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Alert, Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { canZoomIn, canZoomOut, DOCUMENT_MESSAGES, PDF_ZOOM, zoomIn, zoomOut } from '@portal/domain';
import { loadPdf } from './load-pdf.ts';
import { canGoBack, canGoForward, clampPage } from './pdf-pages.ts';
import type { PdfViewerProps } from './types.ts';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: PDFDocumentProxy };

/** The document at `url`, or its failure. */
function usePdf(url: string | null | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!url) return;
    setLoaded({ state: 'loading' });
    const { promise, cancel } = loadPdf(url);
    let current: PDFDocumentProxy | null = null;
    promise.then(
      (doc) => {
        current = doc;
        setLoaded({ state: 'ready', doc });
      },
      () => setLoaded({ state: 'failed' }),
    );
    return () => {
      cancel();
      void current?.destroy();
    };
  }, [url]);
  return loaded;
}

/** One page drawn on a canvas at the scale, sharp on high-density screens. */
function PdfPage({ doc, page, scale }: { doc: PDFDocumentProxy; page: number; scale: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    void doc.getPage(page).then(
      (pdfPage) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const viewport = pdfPage.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        task = pdfPage.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        task.promise.then(
          () => setFailed(false),
          (error: unknown) => {
            if ((error as Error).name !== 'RenderingCancelledException') setFailed(true);
          },
        );
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, scale]);
  if (failed) return <Alert severity="error">{DOCUMENT_MESSAGES.previewFailed}</Alert>;
  return (
    <canvas
      ref={canvasRef}
      aria-label={`Page ${page}`}
      role="img"
      style={{ display: 'block', margin: '0 auto', flexShrink: 0 }}
    />
  );
}

/**
 * A PDF on pdf.js (spec 000 §5): pages one at a time with previous and next, zoom from 1.4 in steps of 0.1 within
 * the domain's limits (packages/domain collaboration/pdf-zoom.ts), the spec's messages when there is no address or
 * the file cannot be read.
 */
export function PdfViewer({ url, title, height = '70vh' }: PdfViewerProps) {
  const loaded = usePdf(url);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState<number>(PDF_ZOOM.start);
  useEffect(() => setPage(1), [url]);

  if (!url) return <Alert severity="info">{DOCUMENT_MESSAGES.previewNoUrl}</Alert>;
  if (loaded.state === 'failed') return <Alert severity="error">{DOCUMENT_MESSAGES.previewFailed}</Alert>;
  const pageCount = loaded.state === 'ready' ? loaded.doc.numPages : 0;
  const shown = clampPage(page, pageCount);

  return (
    <Stack sx={{ height, minHeight: 0 }} aria-label={title ?? 'PDF document'} role="region">
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tooltip title="Previous page">
          <span>
            <IconButton
              size="small"
              aria-label="Previous page"
              disabled={!canGoBack(shown)}
              onClick={() => setPage(clampPage(shown - 1, pageCount))}
            >
              <ChevronLeftIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 96, textAlign: 'center' }} aria-live="polite">
          {pageCount ? `Page ${shown} of ${pageCount}` : 'Loading…'}
        </Typography>
        <Tooltip title="Next page">
          <span>
            <IconButton
              size="small"
              aria-label="Next page"
              disabled={!canGoForward(shown, pageCount)}
              onClick={() => setPage(clampPage(shown + 1, pageCount))}
            >
              <ChevronRightIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Zoom out">
          <span>
            <IconButton
              size="small"
              aria-label="Zoom out"
              disabled={!canZoomOut(scale)}
              onClick={() => setScale(zoomOut)}
            >
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(scale * 100)}%
        </Typography>
        <Tooltip title="Zoom in">
          <span>
            <IconButton
              size="small"
              aria-label="Zoom in"
              disabled={!canZoomIn(scale)}
              onClick={() => setScale(zoomIn)}
            >
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Box
        sx={{
          flex: 1,
          overflow: 'auto',
          bgcolor: 'grey.100',
          p: 2,
          // Centred by auto margins, not justify-content: a page wider than the pane still scrolls to its left edge.
          display: 'flex',
        }}
      >
        {loaded.state === 'ready' ? (
          <PdfPage doc={loaded.doc} page={shown} scale={scale} />
        ) : (
          <CircularProgress aria-label="Loading document" sx={{ m: 'auto' }} />
        )}
      </Box>
    </Stack>
  );
}
