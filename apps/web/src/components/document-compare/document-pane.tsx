import { Alert, Typography } from '@mui/material';
import { DOCUMENT_MESSAGES, type TCollabDocument } from '@portal/domain';
import { PdfViewer } from '../pdf-viewer/index.ts';
import { documentKindOf } from './document-kind.ts';
import { HtmlView, SheetView, WordView, XmlView } from './file-views.tsx';

/** One side of the comparison: the document drawn by the library for its kind, or the spec's message. */
export function DocumentPane({ document, url }: { document: TCollabDocument | null; url: string | null }) {
  if (!document) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        Choose a document to show here.
      </Typography>
    );
  }
  if (!url) return <Alert severity="info">{DOCUMENT_MESSAGES.previewNoUrl}</Alert>;
  const title = document.name;
  switch (documentKindOf(document)) {
    case 'pdf':
      return <PdfViewer url={url} title={title} height="100%" />;
    case 'html':
      return <HtmlView url={url} title={title} />;
    case 'csv':
      return <SheetView url={url} title={title} kind="csv" />;
    case 'sheet':
      return <SheetView url={url} title={title} kind="sheet" />;
    case 'xml':
      return <XmlView url={url} title={title} />;
    case 'word':
      return <WordView url={url} title={title} />;
    default:
      return <Alert severity="info">{DOCUMENT_MESSAGES.compareUnsupported}</Alert>;
  }
}
