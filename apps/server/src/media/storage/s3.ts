import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TConfig } from '../../config';
import { contentTypeOf } from '../keys';
import type { TStorage } from './types';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (AWS, MinIO, R2…), chosen with STORAGE=s3 and the S3_* settings.
 * @example
 * const storage = s3Storage({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', bucket: 'mise', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
 */
export function s3Storage(s3: TConfig['s3']): TStorage {
  const { client, bucket } = s3Bucket(s3);
  return {
    driver: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const body = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
        return {
          body,
          contentType: out.ContentType ?? contentTypeOf(key),
          size: body.length,
          etag: out.ETag ?? `"${body.length.toString(16)}"`,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const size = out.ContentLength ?? 0;
        return { contentType: out.ContentType ?? contentTypeOf(key), size, etag: out.ETag ?? `"${size.toString(16)}"` };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stream(key, span) {
      try {
        // Only the bytes asked for leave the bucket: a one-byte range of a 20 MB video is one byte here too.
        const range = span ? `bytes=${span.start}-${span.end}` : undefined;
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
        // In Node the SDK's body is an http.IncomingMessage (a Readable); destroying it aborts the download.
        return out.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async close() {
      client.destroy();
    },
  };
}

/**
 * The client and bucket the S3_* settings name (the storage and the media sweep share them).
 * @example
 * const { client, bucket } = s3Bucket(config.s3);
 */
export function s3Bucket(s3: TConfig['s3']): { client: S3Client; bucket: string } {
  if (!s3.bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  return { client, bucket: s3.bucket };
}
