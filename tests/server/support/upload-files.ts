import type { TestContext } from './context';

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** A zip archive holding one stored text file. */
export const ZIP = zipOf('notes.txt', Buffer.from('approval notes'));

function zipOf(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([header, nameBytes, data, end]);
}

export interface PutOptions {
  type?: string;
  /** The Content-Length header; the body's own length unless given; null sends none. */
  length?: number | null;
}

/** PUTs bytes (or a stream) to an upload URL in-process, without a bearer token. */
export async function putFile(
  app: TestContext['app'],
  uploadUrl: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  options: PutOptions = {},
) {
  const headers: Record<string, string> = {};
  if (options.type) headers['Content-Type'] = options.type;
  const length = options.length === undefined && body instanceof Uint8Array ? body.byteLength : options.length;
  if (length !== undefined && length !== null) headers['Content-Length'] = String(length);
  const url = new URL(uploadUrl);
  const init = { method: 'PUT', headers, body, duplex: 'half' } as RequestInit;
  const response = await app.request(url.pathname, init);
  return {
    status: response.status,
    body: (await response.json()) as { success?: true; filename?: string; isImage?: boolean; error?: string },
  };
}
