/**
 * Where attachments are kept, from the environment: STORAGE_DRIVER and the S3_* settings (the
 * Configuration table in docs/configuration.md). Anything unclear stops the server at start, naming the setting.
 */
import { flag, type Environment } from '../settings';
import type { S3StorageOptions } from './s3-storage';

const BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/;
const REGION = /^[A-Za-z0-9_-]{1,64}$/;
/** S3's safe key characters, '/' between parts. */
const PREFIX = /^[A-Za-z0-9!_.*'()/-]*$/;

function endpointFrom(setting: string | undefined): string | undefined {
  const text = setting?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    // Said below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// URL such as http://127.0.0.1:9000, not "${setting}"`);
  }
  return text.replace(/\/+$/, '');
}

function prefixFrom(setting: string | undefined): string {
  const parts = (setting?.trim() ?? '').split('/').filter(Boolean);
  const prefix = parts.length === 0 ? '' : `${parts.join('/')}/`;
  if (!PREFIX.test(prefix) || parts.some((part) => part === '.' || part === '..')) {
    throw new Error(`S3_PREFIX may hold letters, digits, / and !_.*'()- only, not "${setting}"`);
  }
  return prefix;
}

/** The S3 driver's settings when STORAGE_DRIVER is s3; undefined for the disk driver (the default). */
export function s3OptionsFrom(env: Environment): S3StorageOptions | undefined {
  const driver = env.STORAGE_DRIVER?.trim().toLowerCase() || 'disk';
  if (driver !== 'disk' && driver !== 's3') throw new Error(`STORAGE_DRIVER must be disk or s3, not "${env.STORAGE_DRIVER}"`);
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (driver === 'disk') {
    // Likely a missed STORAGE_DRIVER: each process would keep its own files, and the others answer 404.
    if (bucket !== '')
      throw new Error(
        'S3_BUCKET is set but STORAGE_DRIVER is not s3: set STORAGE_DRIVER=s3 to keep attachments in the bucket, or unset S3_BUCKET',
      );
    return undefined;
  }
  if (bucket === '') throw new Error('S3_BUCKET is required when STORAGE_DRIVER is s3');
  if (!BUCKET.test(bucket)) throw new Error(`S3_BUCKET is not a bucket name: "${env.S3_BUCKET}"`);
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!REGION.test(region)) throw new Error(`S3_REGION is not a region name: "${env.S3_REGION}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new Error(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK's default credentials (environment, shared files, instance role)",
    );
  }
  const endpoint = endpointFrom(env.S3_ENDPOINT);
  return {
    bucket,
    endpoint,
    region,
    credentials: accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey },
    // Self-hosted services rarely have a DNS name per bucket; AWS wants virtual-hosted names.
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    prefix: prefixFrom(env.S3_PREFIX),
    directUploads: flag(env, 'S3_DIRECT_UPLOADS', false),
  };
}
