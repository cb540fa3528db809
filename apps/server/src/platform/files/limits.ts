import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../http/app-error.ts';

export function tooLarge(maxBytes: number): AppError {
  const mb = maxBytes / (1024 * 1024);
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than the limit of ${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB.`,
  );
}

/** Counts bytes as they pass and fails the stream once there are more than maxBytes. */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) callback(tooLarge(this.maxBytes));
    else callback(null, chunk);
  }
}

/** Keys are relative paths of safe segments: no '..', no absolute paths, no odd characters. */
export function assertSafeKey(key: string): void {
  const ok =
    key.length > 0 &&
    key.length <= 500 &&
    key.split('/').every((s) => /^[\w.\-@ ()]+$/.test(s) && s !== '.' && s !== '..');
  if (!ok) throw new AppError('BAD_REQUEST', `The file name "${key}" is not allowed.`);
}
