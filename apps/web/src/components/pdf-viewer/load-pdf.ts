import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a file of its own, fetched by pdf.js when the first document opens (never with a page).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF by URL with the visitor's session cookie; `destroy()` the result when done. */
export function loadPdf(url: string): { promise: Promise<PDFDocumentProxy>; cancel: () => void } {
  const task = getDocument({
    url,
    withCredentials: true,
    // The Content-Security-Policy has no 'unsafe-eval': pdf.js must not compile fonts with Function().
    isEvalSupported: false,
  });
  return { promise: task.promise, cancel: () => void task.destroy() };
}
