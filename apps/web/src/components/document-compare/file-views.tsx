import {
  Alert,
  Box,
  CircularProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Tabs,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DOCUMENT_MESSAGES } from '@portal/domain';
import { prettyXml } from './pretty-xml.ts';
import type { Sheet } from './sheet-rows.ts';
import { useFile, type FileState } from './use-file.ts';

const readText = (response: Response) => response.text();
const readXml = async (response: Response) => prettyXml(await response.text());
const readSheet = (kind: 'csv' | 'sheet') => async (response: Response) => {
  const [{ sheetsOf }, data] = await Promise.all([import('./sheet-rows.ts'), response.arrayBuffer()]);
  return sheetsOf(data, kind);
};
const readCsv = readSheet('csv');
const readWorkbook = readSheet('sheet');
const readWord = async (response: Response) => {
  const [mammoth, arrayBuffer] = await Promise.all([import('mammoth'), response.arrayBuffer()]);
  return (await mammoth.convertToHtml({ arrayBuffer })).value;
};

function Shown<T>({ file, children }: { file: FileState<T>; children: (value: T) => ReactNode }) {
  if (file.state === 'failed') return <Alert severity="error">{DOCUMENT_MESSAGES.previewFailed}</Alert>;
  if (file.state === 'loading') return <CircularProgress aria-label="Loading document" sx={{ m: 2 }} />;
  return <>{children(file.value)}</>;
}

/** HTML in a sandboxed frame: no scripts, no forms, no access to the portal. */
function SandboxedHtml({ html, title }: { html: string; title: string }) {
  return (
    <Box
      component="iframe"
      title={title}
      sandbox=""
      srcDoc={html}
      sx={{ border: 0, width: '100%', height: '100%', minHeight: 400, bgcolor: '#fff' }}
    />
  );
}

export function HtmlView({ url, title }: { url: string; title: string }) {
  return <Shown file={useFile(url, readText)}>{(html) => <SandboxedHtml html={html} title={title} />}</Shown>;
}

export function WordView({ url, title }: { url: string; title: string }) {
  return <Shown file={useFile(url, readWord)}>{(html) => <SandboxedHtml html={html} title={title} />}</Shown>;
}

export function XmlView({ url, title }: { url: string; title: string }) {
  return (
    <Shown file={useFile(url, readXml)}>
      {(text) => (
        <Box
          component="pre"
          aria-label={title}
          sx={{ m: 0, p: 2, fontSize: 12, fontFamily: 'ui-monospace, monospace', whiteSpace: 'pre-wrap' }}
        >
          {text}
        </Box>
      )}
    </Shown>
  );
}

function SheetTables({ sheets, title }: { sheets: Sheet[]; title: string }) {
  const [index, setIndex] = useState(0);
  const sheet = sheets[Math.min(index, sheets.length - 1)];
  if (!sheet) return <Alert severity="info">The file has no sheets.</Alert>;
  return (
    <Box>
      {sheets.length > 1 && (
        <Tabs value={index} onChange={(_e, next: number) => setIndex(next)} variant="scrollable">
          {sheets.map((s) => (
            <Tab key={s.name} label={s.name} />
          ))}
        </Tabs>
      )}
      <Table size="small" aria-label={`${title}: ${sheet.name}`}>
        <TableBody>
          {sheet.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, c) => (
                <TableCell key={c} sx={{ whiteSpace: 'nowrap', fontWeight: r === 0 ? 600 : undefined }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function SheetView({ url, title, kind }: { url: string; title: string; kind: 'csv' | 'sheet' }) {
  return (
    <Shown file={useFile(url, kind === 'csv' ? readCsv : readWorkbook)}>
      {(sheets) => <SheetTables sheets={sheets} title={title} />}
    </Shown>
  );
}
