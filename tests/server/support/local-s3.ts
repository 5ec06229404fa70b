import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../../server/storage/s3-storage';

/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** What the server is configured with (as STORAGE_DRIVER=s3 and S3_* would give it), each call a separate client's. */
  options(overrides?: Partial<S3StorageOptions>): S3StorageOptions;
  /** A client of the test's own, to look into the bucket. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

/** An S3-compatible server on a free loopback port with one empty bucket, its files in a new temporary directory. */
export async function startLocalS3(bucket = 'attachments'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'lapasar-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    bucket,
    options: (overrides = {}) => ({
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: CREDENTIALS,
      forcePathStyle: true,
      prefix: '',
      directUploads: false,
      ...overrides,
    }),
    client,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key as string).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
