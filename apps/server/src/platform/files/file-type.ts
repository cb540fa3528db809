import { AppError } from '../http/app-error.ts';
import { readZipDirectory } from './zip-directory.ts';

/** `office` is an Office Open XML document (Word, Excel, PowerPoint); any other zip is `unknown`. */
export type DetectedType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'office' | 'html' | 'text' | 'unknown';

const MIME: Record<DetectedType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  office: 'application/zip',
  html: 'text/html',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

/** How much of the start of a file decides whether it is text. */
export const TEXT_SNIFF_BYTES = 4096;
/** PDF readers look for the %%EOF marker near the end; producers sometimes append a little after it. */
const PDF_TAIL_BYTES = 4096;

/** C0 controls other than tab, line feed, vertical tab, form feed and carriage return, DEL, and the C1 range. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/;
/** Bytes that are control characters in Windows-1252 too: C0 as above, DEL and the five unassigned ones. */
const isCp1252Control = (byte: number) =>
  byte < 0x09 || (byte > 0x0d && byte < 0x20) || [0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte);

/**
 * What a file really is, from its bytes (never from its name): uploads are checked by content. Takes the whole
 * file: a PDF is known by its header and its %%EOF trailer, an Office file by the parts in the zip directory at
 * its end, text by its first TEXT_SNIFF_BYTES.
 */
export function detectFileType(content: Uint8Array): DetectedType {
  const b = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return isPdf(b) ? 'pdf' : 'unknown';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)
    return isOfficeOpenXml(b) ? 'office' : 'unknown';
  const text = sniffText(b);
  if (text === null) return 'unknown';
  if (/^\s*(<!doctype html|<html|<head|<body|<meta|<table|<div)/i.test(text.replace(/^\uFEFF/, '')))
    return 'html';
  return 'text';
}

function isPdf(b: Buffer): boolean {
  return (
    /^%PDF-\d\.\d/.test(b.subarray(0, 8).toString('latin1')) &&
    b.subarray(Math.max(0, b.length - PDF_TAIL_BYTES)).includes('%%EOF', 0, 'latin1')
  );
}

/** Word, Excel and PowerPoint files are zips with [Content_Types].xml and their main part under word/, xl/ or ppt/. */
function isOfficeOpenXml(b: Buffer): boolean {
  const names = readZipDirectory(b)?.map((e) => e.name);
  if (!names?.includes('[Content_Types].xml')) return false;
  return names.some((n) => /^(word\/document|xl\/workbook|ppt\/presentation)\.xml$/.test(n));
}

/**
 * The start of the file as text, or null for binary content. UTF-8 is tried first; a multi-byte character cut
 * by the window is not an error (the file goes on). Bytes that are not UTF-8 are read as Windows-1252, the
 * encoding of Excel's plain CSV on Western machines. Control characters mark a binary file in both.
 */
function sniffText(b: Buffer): string | null {
  const window = b.subarray(0, TEXT_SNIFF_BYTES);
  const cut = window.length < b.length;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(window, { stream: cut });
    return CONTROL.test(text) ? null : text;
  } catch {
    return window.some(isCp1252Control) ? null : window.toString('latin1');
  }
}

export function mimeOf(type: DetectedType): string {
  return MIME[type];
}

/** The names users know for each type, for the refusal message. */
const LABEL: Record<DetectedType, string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  office: 'Office (Word, Excel, PowerPoint)',
  html: 'HTML',
  text: 'TEXT',
  unknown: 'UNKNOWN',
};

export function assertAllowedType(
  detected: DetectedType,
  allowed: readonly DetectedType[],
  fileName: string,
): void {
  if (!allowed.includes(detected)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not an accepted file: upload ${allowed.map((t) => LABEL[t]).join(', ')}.`,
    );
  }
}
