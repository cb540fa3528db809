import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { notFound } from '../http/app-error.ts';
import { assertSafeKey, ByteLimit } from './limits.ts';
import type { FileStore, StoredFile } from './types.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/** S3-compatible object storage (AWS, MinIO, Ceph ...); multipart uploads stream without buffering the file. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async put(
    key: string,
    body: Readable,
    options: { contentType: string; maxBytes: number },
  ): Promise<StoredFile> {
    assertSafeKey(key);
    const limit = new ByteLimit(options.maxBytes);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: body.pipe(limit),
        ContentType: options.contentType,
      },
    });
    // A too-large body errors the limit stream; abort so no multipart upload is left behind.
    limit.on('error', () => void upload.abort());
    await upload.done();
    return { key, size: limit.bytes, contentType: options.contentType };
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return {
        body: out.Body as Readable,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') throw notFound('The file');
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *keysOlderThan(olderThan: Date): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified && object.LastModified < olderThan) yield object.Key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * S3 writes nothing visible until an upload completes; a multipart upload cut off by a crash is removed by the
   * bucket's lifecycle rule (AbortIncompleteMultipartUpload, docs/operations.md), not by the server.
   */
  async sweepPartial(): Promise<number> {
    return 0;
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }
}
