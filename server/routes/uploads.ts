import { createRoute, z } from '@hono/zod-openapi';
import {
  AttachmentParamsSchema,
  GenerateUploadUrlsRequestSchema,
  GenerateUploadUrlsResponseSchema,
  UploadResponseSchema,
  UploadTokenParamsSchema,
} from '../../src/contract/uploads';
import { SuccessSchema } from '../../src/contract/common';
import { ALLOWED_TYPES, ATTACHMENT_MESSAGES, MAX_FILE_BYTES, MAX_FILES_PER_SLOT } from '../../src/lib/attachments';
import { attachmentDisposition } from '../domain/content-disposition';
import { currentBuyer, currentSession, ownBuyer, requireAuth } from '../middleware/auth';
import { bearerSecurity, createRouter, errorResponse, json, jsonBody } from '../openapi';
import {
  downloadAttachment,
  generateUploadUrls,
  PendingLimitReached,
  removeAttachment,
  storeUpload,
  UPLOAD_PATH,
} from '../services/attachments';
import { errorBody } from '../services/errors';
import type { RouteDeps } from '../deps';

const NOT_BUYER = 'Only buyers have attachments';
/** What a link from before attachment ids were random gets: nothing is looked up, so it tells nothing. */
const OLD_LINK = 'This attachment link is no longer used: open the order again to download its files';
/** A whole number names no attachment any more (ids are random); one is an old link. */
const isOldLink = (id: string) => /^\d+$/.test(id);
const binary = z.string().openapi({ format: 'binary' });
const UPLOAD_TYPES = [...new Set(Object.values(ALLOWED_TYPES).flat())];

/** Upload URLs carry their own size limit (the signed size), so the app's JSON body limit skips them. */
export const isUploadPath = (path: string) => path.startsWith(UPLOAD_PATH);

const generateRoute = createRoute({
  method: 'post',
  path: '/workflow/generate-upload-urls',
  summary: `Reserve checkout attachments and sign an upload URL for each (valid 15 minutes, for that one file name, content type and size). At most ${MAX_FILES_PER_SLOT} files per slot (order, approval, each seller's), ${MAX_FILE_BYTES / 1024 / 1024} MB each, no name twice in a slot; one broken rule refuses the whole request`,
  security: bearerSecurity,
  request: { body: jsonBody(GenerateUploadUrlsRequestSchema) },
  responses: {
    200: json(GenerateUploadUrlsResponseSchema, 'Where to PUT each file'),
    400: errorResponse(
      `${ATTACHMENT_MESSAGES.type}; ${ATTACHMENT_MESSAGES.size}; Maximum 3 files allowed; File X is already selected; a missing or unknown seller`,
    ),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a buyer'),
    413: errorResponse(
      'The request alone names more files or bytes than one user may have waiting for a decision (UPLOAD_MAX_PENDING_FILES, UPLOAD_MAX_PENDING_MB)',
    ),
    429: {
      ...errorResponse(
        'The user already holds as many files or bytes not settled by a decision as allowed (reserved, or uploaded and not submitted; in their orders waiting for approval; in orders they withdrew or replaced, until swept); nothing was reserved',
      ),
      headers: z.object({
        'Retry-After': z.string().optional().openapi({
          description:
            'Seconds until the first file held lapses and the sweep releases it; absent when only orders waiting for approval hold the room (a decision releases it). Removing an unsubmitted file releases sooner',
        }),
      }),
    },
  },
});

const uploadRoute = createRoute({
  method: 'put',
  path: '/uploads/{token}',
  summary:
    'Upload the file an upload URL was signed for: no bearer token (the signature is the authority), the signed Content-Type and a Content-Length of the signed size. The type is checked by the content; one upload per URL',
  request: {
    params: UploadTokenParamsSchema,
    body: { content: Object.fromEntries(UPLOAD_TYPES.map((type) => [type, { schema: binary }])), required: true },
  },
  responses: {
    200: json(UploadResponseSchema, 'Stored'),
    400: errorResponse('Malformed token, or the body ended before its Content-Length'),
    403: errorResponse('Invalid, tampered or expired URL, or a Content-Type or Content-Length other than the signed one'),
    404: errorResponse('The upload was removed'),
    409: errorResponse('Already uploaded'),
    411: errorResponse('No Content-Length'),
    413: errorResponse(`${ATTACHMENT_MESSAGES.size}, or a body longer than its Content-Length`),
    415: errorResponse(`${ATTACHMENT_MESSAGES.type} (the content is not what the name says)`),
  },
});

const downloadRoute = createRoute({
  method: 'get',
  path: '/attachments/{id}',
  summary:
    "Download an uploaded attachment by its id: its buyer's users, and once it belongs to an order, the approvers of the stages that order goes through",
  security: bearerSecurity,
  request: { params: AttachmentParamsSchema },
  responses: {
    200: {
      content: { 'application/octet-stream': { schema: binary } },
      description: 'The file, as the type its content showed, to save under its name',
    },
    400: errorResponse('Malformed id'),
    401: errorResponse('Not signed in'),
    404: errorResponse('No such attachment the user may see'),
    410: errorResponse(`${OLD_LINK} (a whole number, as attachments were named before their ids were random)`),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/attachments/{id}',
  summary: "Remove one of the buyer's attachments that no order holds yet",
  security: bearerSecurity,
  request: { params: AttachmentParamsSchema },
  responses: {
    200: json(SuccessSchema, 'Removed'),
    400: errorResponse('Malformed id'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a buyer'),
    404: errorResponse("No such attachment of the buyer's, or it already belongs to an order"),
    410: errorResponse(`${OLD_LINK} (a whole number)`),
  },
});

export function uploadRoutes({ db, publicUrl, uploads }: RouteDeps) {
  const auth = requireAuth(db);
  return createRouter()
    .openapi({ ...generateRoute, middleware: [auth] }, async (c) => {
      const { user, buyer } = currentBuyer(c, NOT_BUYER);
      try {
        const tickets = await generateUploadUrls(
          db,
          uploads,
          publicUrl,
          { buyerId: buyer.id, userId: user.id },
          c.req.valid('json').attachments,
        );
        return c.json({ success: true as const, uploads: tickets }, 200);
      } catch (error) {
        if (error instanceof PendingLimitReached)
          return c.json(
            errorBody(429, error.message, error.code),
            429,
            error.retryAfterSeconds === null ? {} : { 'Retry-After': String(error.retryAfterSeconds) },
          );
        throw error;
      }
    })
    .openapi(uploadRoute, async (c) => {
      const request = { contentType: c.req.header('Content-Type'), contentLength: c.req.header('Content-Length'), body: c.req.raw.body };
      return c.json({ success: true as const, ...(await storeUpload(db, uploads, c.req.valid('param').token, request)) }, 200);
    })
    .openapi({ ...downloadRoute, middleware: [auth] }, async (c) => {
      const session = currentSession(c);
      const { id } = c.req.valid('param');
      if (isOldLink(id)) return c.json(errorBody(410, OLD_LINK), 410);
      const viewer = { userId: session.user.id, buyerId: ownBuyer(session)?.id ?? null };
      const file = await downloadAttachment(db, uploads, viewer, id);
      return c.body(file.stream, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        'Content-Disposition': attachmentDisposition(file.filename),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    })
    .openapi({ ...removeRoute, middleware: [auth] }, async (c) => {
      const { buyer } = currentBuyer(c, NOT_BUYER);
      const { id } = c.req.valid('param');
      if (isOldLink(id)) return c.json(errorBody(410, OLD_LINK), 410);
      await removeAttachment(db, uploads, buyer.id, id);
      return c.json({ success: true as const }, 200);
    });
}
