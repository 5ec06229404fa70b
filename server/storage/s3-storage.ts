/**
 * Attachments in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2 and the like), so
 * every server process behind a load balancer serves the files any of them stored.
 *
 * A file is kept at `<prefix><key>`. With direct uploads, the browser PUTs it to a presigned URL
 * for `<prefix>incoming/<key>` instead; only the server writes kept keys, copying there the exact
 * version it checked, so a second PUT to a URL still valid changes nothing that was checked.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import {
  ArrivedFileChanged,
  checkedKey,
  exactLength,
  StoredFileExists,
  type ArrivedFile,
  type DirectUploads,
  type FileStorage,
  type StoredFile,
} from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** The service's URL (S3_ENDPOINT), e.g. http://127.0.0.1:9000; AWS's own endpoint for the region when unset. */
  endpoint?: string;
  region: string;
  /** Static keys; the SDK's default credential chain (environment, shared files, instance or task role) when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what most self-hosted services need. */
  forcePathStyle: boolean;
  /** Put before every object key: '' or a path ending in '/'. */
  prefix: string;
  /** Hand out presigned PUT URLs to the bucket instead of the server's own upload URLs. */
  directUploads: boolean;
}

export interface S3FileStorage extends FileStorage {
  /** Lets go of the client's connections. */
  close(): void;
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404;
/**
 * 412: the key exists (If-None-Match) or the source is another version (If-Match). 409
 * ConditionalRequestConflict: another conditional write to the key is under way.
 */
const isConditionFailed = (error: unknown) =>
  statusOf(error) === 412 || (statusOf(error) === 409 && (error as Error).name === 'ConditionalRequestConflict');

const QUIET = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

async function* reporting(bytes: AsyncIterable<Uint8Array>, onError: (error: unknown) => void): AsyncGenerator<Uint8Array> {
  try {
    yield* bytes;
  } catch (error) {
    onError(error);
    throw error;
  }
}

async function gathered(bytes: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export function s3Storage(options: S3StorageOptions): S3FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where the API requires them: the default sends streamed bodies as aws-chunked
    // with a trailing checksum, which many S3-compatible services (and s3rver) do not take.
    // Integrity in transit is TLS's; the content is checked by the server anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Its failures are thrown to the caller; without a logger the SDK also writes some to the
    // console, such as an upload the server itself stopped because the client's body was wrong.
    logger: QUIET,
  });
  const Bucket = options.bucket;
  const keptKey = (key: string) => `${options.prefix}${checkedKey(key)}`;
  const arrivalKey = (key: string) => `${options.prefix}incoming/${checkedKey(key)}`;

  async function exists(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function removeObject(Key: string): Promise<void> {
    try {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    } catch (error) {
      // S3 answers 204 for a missing key; some compatible services 404.
      if (!isMissing(error)) throw error;
    }
  }

  async function put(key: string, bytes: AsyncIterable<Uint8Array>, size?: number): Promise<void> {
    const Key = keptKey(key);
    // If-None-Match below is what refuses a second write where the service supports conditional
    // writes (AWS since 2024, recent MinIO and Ceph). Where it is ignored (older services,
    // s3rver), this check is all there is, and two writers of one key in the moment between it and
    // their PUTs could both succeed, the later one's bytes kept. The server's keys are random and
    // written once, behind the attachment row's own once-only check.
    if (await exists(Key)) throw new StoredFileExists(key);
    const abort = new AbortController();
    let sourceError: unknown;
    // A body of unknown length is gathered first (PutObject needs the length); the upload route
    // always knows it, so its files are streamed.
    const body =
      size === undefined
        ? await gathered(bytes)
        : Readable.from(
            reporting(exactLength(bytes, size), (error) => {
              // The SDK pipes the body into the request, and a pipe does not pass a source's error on.
              sourceError = error;
              abort.abort();
            }),
            { objectMode: false },
          ).on('error', () => {
            // Taken by `reporting` above: the pipe that read it has let go, and an unheard error would end the process.
          });
    try {
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: size ?? (body as Buffer).byteLength, IfNoneMatch: '*' }),
        { abortSignal: abort.signal },
      );
    } catch (error) {
      if (sourceError !== undefined) throw sourceError;
      if (isConditionFailed(error)) throw new StoredFileExists(key);
      throw error;
    } finally {
      // Stops reading a source the request did not finish (refused before the body was sent).
      if (body instanceof Readable) body.destroy();
    }
  }

  async function get(key: string): Promise<StoredFile | null> {
    let answer: GetObjectCommandOutput;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket, Key: keptKey(key) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!answer.Body) throw new Error(`No body for ${key}`);
    return { size: Number(answer.ContentLength), stream: answer.Body.transformToWebStream() };
  }

  const direct: DirectUploads = {
    uploadUrl: (key, file, seconds) =>
      getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: arrivalKey(key), ContentType: file.contentType, ContentLength: file.size }),
        {
          expiresIn: seconds,
          // Signed, so the service refuses a PUT of another type or length (the presigner leaves Content-Type out unless told).
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      ),

    async inspect(key, count): Promise<ArrivedFile | null> {
      const Key = arrivalKey(key);
      let size: number;
      let version: string;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        size = Number(head.ContentLength);
        version = head.ETag ?? '';
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (size === 0 || count === 0) return { size, head: new Uint8Array(0), version };
      try {
        // The same version HeadObject saw (where the service honours If-Match).
        const part = await client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=0-${count - 1}`, IfMatch: version || undefined }));
        const head = part.Body ? await part.Body.transformToByteArray() : new Uint8Array(0);
        return { size, head: head.subarray(0, count), version };
      } catch (error) {
        if (isMissing(error) || isConditionFailed(error)) throw new ArrivedFileChanged(key);
        throw error;
      }
    },

    async keep(key, version) {
      const Source = arrivalKey(key);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: keptKey(key),
            CopySource: `${Bucket}/${Source.split('/').map(encodeURIComponent).join('/')}`,
            CopySourceIfMatch: version || undefined,
          }),
        );
      } catch (error) {
        if (isConditionFailed(error)) throw new ArrivedFileChanged(key);
        // Another request kept it first and removed the arrival: what it kept is the checked file too.
        if (isMissing(error) && (await exists(keptKey(key)))) return;
        if (isMissing(error)) throw new ArrivedFileChanged(key);
        throw error;
      }
      await removeObject(Source);
    },

    discard: (key) => removeObject(arrivalKey(key)),
  };

  return {
    put,
    get,
    async remove(key) {
      // One after the other: a multi-object delete needs Content-MD5 on some services, which the SDK no longer sends.
      await removeObject(keptKey(key));
      await removeObject(arrivalKey(key));
    },
    ...(options.directUploads ? { direct } : {}),
    close: () => client.destroy(),
  };
}
