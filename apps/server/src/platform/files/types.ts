import type { Readable } from 'node:stream';

export interface StoredFile {
  key: string;
  size: number;
  contentType: string;
}

/** Where uploaded documents live: local disk by default, S3-compatible storage when configured. */
export interface FileStore {
  /** Streams the body in; refuses (and leaves nothing behind) past maxBytes. */
  put(key: string, body: Readable, options: { contentType: string; maxBytes: number }): Promise<StoredFile>;
  get(key: string): Promise<{ body: Readable; size: number; contentType: string }>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Keys of the complete files last written before the date (the orphan sweep compares them with the rows). */
  keysOlderThan(olderThan: Date): AsyncIterable<string>;
  /** Removes half-written files older than the date (a crash mid-upload leaves them); answers how many. */
  sweepPartial(olderThan: Date): Promise<number>;
}
