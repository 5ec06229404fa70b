/**
 * Checkout attachments (spec 2 sections 3, 5, 7 and 8): signed upload URLs, the upload itself,
 * downloads and removal. The rules (types, sizes, counts, messages) are in src/lib/attachments.ts.
 */
import { z } from '@hono/zod-openapi';
import { ALLOWED_TYPES, MAX_FILE_BYTES, MAX_FILES_PER_SLOT } from '../lib/attachments';
import { id, idParam, int, nonBlankText, text } from './common';

/** An attachment's id: random (a UUID), so one file's id tells nothing of another's. */
export const ATTACHMENT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const AttachmentIdSchema = z
  .string()
  .regex(ATTACHMENT_ID_PATTERN, 'must be an attachment id')
  .openapi({ example: '0f8e2d4c-6b1a-4c3e-9d2f-7a5b8c1e3f40' });

/** The wizard's three slots: the order attachment, the approval document and a seller's attachment. */
export const AttachmentKindSchema = z.enum(['order', 'approval', 'seller']);

/** The most files one generate-upload-urls request may name: every slot of a few sellers. */
const MAX_UPLOADS_PER_REQUEST = 10 * MAX_FILES_PER_SLOT;

/** An extension in any case, as a pattern: the server compares extensions without case. */
const anyCase = (text: string) => [...text].map((char) => `[${char.toUpperCase()}${char.toLowerCase()}]`).join('');

/**
 * One file the wizard is about to upload, as the browser describes it. The server answers the
 * spec's messages for a wrong type or size (src/lib/attachments.ts), so the parser takes any; the
 * document states the rules: an allowed extension with its content type, 1 byte to 10 MB, and a
 * seller for a seller's attachment.
 */
export const UploadFileSchema = z
  .object({
    filename: nonBlankText(255),
    /** The browser's File.type; it must be the type the file name's extension allows. */
    contentType: text(100),
    /** Bytes. */
    size: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(Number.MAX_SAFE_INTEGER)
      .openapi({ minimum: 1, maximum: MAX_FILE_BYTES }),
    attachmentType: AttachmentKindSchema,
    /** The seller a seller attachment is for; required for attachmentType seller, ignored otherwise. */
    sellerId: id.optional(),
  })
  .openapi({
    allOf: [
      {
        anyOf: Object.entries(ALLOWED_TYPES).map(([extension, types]) => ({
          properties: { filename: { pattern: `^[^\\x00-\\x1f\\x7f]+\\.${anyCase(extension)}$` }, contentType: { enum: [...types] } },
        })),
      },
      { anyOf: [{ properties: { attachmentType: { enum: ['order', 'approval'] } } }, { required: ['sellerId'] }] },
    ],
  });

/** At most MAX_FILES_PER_SLOT files of a slot (a seller's slot is per seller, which the document cannot count). */
const perSlot = (kind: string) => ({
  contains: { properties: { attachmentType: { const: kind } } },
  minContains: 0,
  maxContains: MAX_FILES_PER_SLOT,
});

/** POST /workflow/generate-upload-urls */
export const GenerateUploadUrlsRequestSchema = z.object({
  attachments: z
    .array(UploadFileSchema)
    .min(1, 'must name at least one file')
    .max(MAX_UPLOADS_PER_REQUEST, `must name at most ${MAX_UPLOADS_PER_REQUEST} files`)
    .openapi({ allOf: [perSlot('order'), perSlot('approval')] }),
});

/** Where and how to send one file: PUT the bytes to uploadUrl with the same Content-Type and size. */
export const UploadTicketSchema = z
  .object({
    /** Absolute, signed, short-lived, for this one file: no bearer token is needed to PUT to it. */
    uploadUrl: z.string(),
    /** The file's key (spec 2): submit-complete names the file by it, as an AttachmentRef's filename. */
    filename: z.string(),
    /** The name the file was chosen under. */
    originalFilename: z.string(),
    isImage: z.boolean(),
    /** The file's id: submit-complete takes it instead of an AttachmentRef, and DELETE /attachments/{id} removes the file. */
    attachmentId: AttachmentIdSchema,
    /** When uploadUrl stops working (ISO 8601). */
    expiresAt: z.string(),
  })
  .openapi('UploadTicket');

export const GenerateUploadUrlsResponseSchema = z.object({ success: z.literal(true), uploads: z.array(UploadTicketSchema) });

/** PUT /uploads/{token}: the signed part of an upload URL. */
export const UploadTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{1,4096}\.[A-Za-z0-9_-]{43}$/, 'must be an upload token'),
});

/** The answer to a stored upload: filename is the file's key, isImage as its content showed. */
export const UploadResponseSchema = z.object({
  success: z.literal(true),
  filename: z.string(),
  originalFilename: z.string(),
  isImage: z.boolean(),
});

/** A file's key: what an upload ticket's filename holds. */
export const ATTACHMENT_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Spec 2's Attachment, as submit-complete names an uploaded file: filename is the key its upload ticket returned; the rest is what the client knows of it and is not trusted. */
export const AttachmentRefSchema = z
  .object({
    filename: z.string().regex(ATTACHMENT_KEY_PATTERN, 'must be the key an upload ticket returned'),
    originalFilename: text(255).optional(),
    isImage: z.boolean().optional(),
  })
  .openapi('AttachmentRef');

/** An uploaded file as an order shows it; download it (signed in) from /attachments/{id}. */
export const AttachmentSchema = z
  .object({
    id: AttachmentIdSchema,
    filename: z.string(),
    contentType: z.string(),
    size: int,
    kind: AttachmentKindSchema,
    sellerId: int.nullable(),
    isImage: z.boolean(),
  })
  .openapi('Attachment');

/**
 * `/attachments/{id}`: the attachment's id, or the whole number an attachment was named by before
 * ids were random, which is answered 410 (the order's page gives today's link).
 */
export const AttachmentParamsSchema = z.object({ id: z.union([AttachmentIdSchema, idParam]) });
