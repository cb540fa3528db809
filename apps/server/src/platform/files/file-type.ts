import { AppError } from '../http/app-error.ts';

export type DetectedType = 'pdf' | 'png' | 'jpeg' | 'gif' | 'zip' | 'html' | 'text' | 'unknown';

const MIME: Record<DetectedType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  zip: 'application/zip',
  html: 'text/html',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

/** What a file really is, from its first bytes (never from its name): uploads are checked by content. */
export function detectFileType(head: Uint8Array): DetectedType {
  const b = Buffer.from(head);
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  // xlsx, docx and other Office Open XML files are zip archives.
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'zip';
  const text = b.toString('utf8');
  // Binary: invalid UTF-8 or control bytes other than tab, newline and carriage return.
  if (text.includes('\uFFFD') || [...b].some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20)))
    return 'unknown';
  if (/^\s*(<!doctype html|<html|<head|<body|<meta|<table|<div)/i.test(text.replace(/^\uFEFF/, '')))
    return 'html';
  return 'text';
}

export function mimeOf(type: DetectedType): string {
  return MIME[type];
}

export function assertAllowedType(
  detected: DetectedType,
  allowed: readonly DetectedType[],
  fileName: string,
): void {
  if (!allowed.includes(detected)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${fileName} is not an accepted file: upload ${allowed.map((t) => t.toUpperCase()).join(', ')}.`,
    );
  }
}
