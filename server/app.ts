import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Database } from './db/client';
import { isDatabaseUnavailable, isStatementTimeout } from './db/errors';
import { errorsOnly, type Logger } from './logger';
import { createMetrics, metricsEndpoint } from './metrics';
import { DEFAULT_SST_BASIS_POINTS } from './domain/cart-tax';
import { CXML_USER_AGENT, defaultCxmlCredential, type CxmlIdentity } from './domain/cxml';
import { ProductImageSigner } from './domain/image-signature';
import { DEFAULT_LOG_N } from './domain/password';
import { DEFAULT_PENDING_LIMITS, type PendingLimits } from './domain/upload-quota';
import { reservationLifetimeMs, uploadRetentionFrom } from './domain/upload-retention';
import { UPLOAD_URL_TTL_SECONDS } from './domain/upload-token';
import type { AppEnv } from './env';
import { allowedMethods } from './middleware/allowed-methods';
import { answerCache, forgetKeptOnWrites } from './middleware/answer-cache';
import { apiAnswers } from './middleware/api-answers';
import { readsLocation, requestLocation } from './middleware/location';
import { punchoutMayCall } from './middleware/punchout-scope';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { isStorefrontPath, sdkAssets, storefrontAssets, workshopAssets } from './middleware/static';
import { createRouter, withMiddlewareAnswers, withPunchoutRefusals } from './openapi';
import { storefrontPages } from './pages/storefront-pages';
import { setPasswordPage } from './pages/set-password';
import { verifyEmailPage } from './pages/verify-email';
import { authRoutes } from './routes/auth';
import { bulkPriceRoutes } from './routes/bulk-prices';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { healthRoutes } from './routes/health';
import { categoryRoutes } from './routes/categories';
import { companyRoutes } from './routes/company';
import { companyBudgetRoutes } from './routes/company-budgets';
import { companyPriceLimitRoutes } from './routes/company-price-limits';
import { companyWorkflowRoutes } from './routes/company-workflows';
import { companyAccessRoutes } from './routes/company-access';
import { companyPlaceRoutes } from './routes/company-places';
import { companyIntegrationRoutes } from './routes/company-integrations';
import { companySettingsRoutes } from './routes/company-settings';
import { compareRoutes } from './routes/compare';
import { dashboardRoutes } from './routes/dashboard';
import type { RouteDeps } from './deps';
import { listRoutes } from './routes/lists';
import { locationRoutes } from './routes/location';
import { mediaRoutes } from './routes/media';
import { operatorRoutes } from './routes/operator';
import { orderEditRoutes } from './routes/order-edit';
import { orderRoutes } from './routes/orders';
import { productDetailRoutes } from './routes/product-detail';
import { productRoutes } from './routes/products';
import { punchoutRoutes, registerPunchoutPaths } from './routes/punchout';
import { quickOrderRoutes } from './routes/quick-order';
import { searchRoutes } from './routes/search';
import { singleSignOnRoutes } from './routes/single-sign-on';
import { isUploadPath, uploadRoutes } from './routes/uploads';
import { vendorRoutes } from './routes/vendors';
import { wishlistRoutes } from './routes/wishlist';
import { workflowRoutes } from './routes/workflow';
import { UPLOAD_PATH } from './services/attachments';
import type { SecretKeys } from './services/client-secrets';
import { errorBody, ServiceError } from './services/errors';
import { createMailer, type Mailer } from './services/mail';
import { framingOrigins } from './services/punchout';
import { databaseSearch, type SearchEngine } from './services/search-engine';
import { diskStorage } from './storage/disk-storage';
import type { FileStorage } from './storage/file-storage';

export interface AppOptions {
  db: Database;
  /** Where marketplace searches run (server/services/search-engine.ts); defaults to searching db. */
  search?: SearchEngine;
  /** Directory of the built SDK, served under /sdk/. */
  sdkDir?: string;
  /** Directory of the built storefront, served at / with index.html for route paths. */
  storefrontDir?: string;
  /** Directory of the built component workshop, served under /workshop/. */
  workshopDir?: string;
  /** Origins allowed to call the API from the browser (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Allow any http://localhost:* origin; defaults to NODE_ENV !== 'production'. */
  allowLocalhostOrigins?: boolean;
  /** Proxies in front of the server (TRUST_PROXY): how many X-Forwarded-For hops to trust; true is one. */
  trustProxy?: number | boolean;
  /** The public origin for links (PUBLIC_URL); defaults to http://localhost:8080. */
  publicUrl?: string;
  /** log2 of the scrypt N for new passwords; the default is OWASP's 17, tests lower it. */
  kdfLogN?: number;
  /** The SST rate (SST_RATE) in basis points; defaults to 8%. */
  taxRateBasisPoints?: number;
  /** Where uploaded attachments are kept (UPLOAD_DIR); defaults to a new temporary directory. */
  uploadDir?: string;
  /** The store of uploaded attachments, when the caller shares it; uploadDir is then ignored. */
  storage?: FileStorage;
  /** The key upload URLs and non-public products' image URLs are signed with (UPLOAD_SECRET); defaults to a random one per process. */
  uploadSecret?: Buffer;
  /** The keys companies' client secrets are sealed with (SECRETS_KEY, SECRETS_KEY_PREVIOUS); the key kept in the database when unset. */
  secretKeys?: SecretKeys;
  /** How long an upload URL works; defaults to 15 minutes. */
  uploadUrlTtlSeconds?: number;
  /** How long attachments no order holds are kept (UPLOAD_RETENTION_HOURS), in milliseconds; a day when unset. */
  uploadRetentionMs?: number;
  /** How much one buyer user may hold in attachments no decision has settled (UPLOAD_MAX_PENDING_FILES, UPLOAD_MAX_PENDING_MB). */
  uploadPendingLimits?: PendingLimits;
  /** The clock upload URLs and signed image URLs expire by; tests move it. */
  now?: () => Date;
  /** How long anonymous catalogue answers are served from memory (server/middleware/answer-cache.ts); unset or 0 keeps none. */
  answerCacheTtlMs?: number;
  /** How mail is sent (services/mail.ts); defaults to an outbox in a new temporary directory. */
  mailer?: Mailer;
  /** Where request lines and errors are logged (LOG_LEVEL); errors only, on standard output, by default. */
  logger?: Logger;
  /** Serves GET /metrics (Prometheus) to a scraper sending this bearer token (METRICS_TOKEN); no /metrics when unset. */
  metricsToken?: string;
  /** True once the process is shutting down: GET /api/health/ready then answers 503. */
  shuttingDown?: () => boolean;
  /** Our cXML credential (CXML_DOMAIN, CXML_IDENTITY); domain DomainName and PUBLIC_URL's host name by default. */
  cxmlCredential?: CxmlIdentity;
}

// Listing routes come before product detail, whose /products/{id} would otherwise claim /products/unified;
// the category routes before the catalogue's, whose /catalogue-categories/{id} would claim .../header.
const AREAS = [
  healthRoutes,
  authRoutes,
  singleSignOnRoutes,
  dashboardRoutes,
  workflowRoutes,
  locationRoutes,
  productRoutes,
  categoryRoutes,
  catalogueRoutes,
  productDetailRoutes,
  bulkPriceRoutes,
  mediaRoutes,
  searchRoutes,
  vendorRoutes,
  cartRoutes,
  quickOrderRoutes,
  wishlistRoutes,
  listRoutes,
  uploadRoutes,
  orderRoutes,
  orderEditRoutes,
  companyRoutes,
  operatorRoutes,
  companyBudgetRoutes,
  companyPriceLimitRoutes,
  companyWorkflowRoutes,
  companyPlaceRoutes,
  companyAccessRoutes,
  companyIntegrationRoutes,
  companySettingsRoutes,
];
const MAX_BODY_BYTES = 1024 * 1024;
/** The paths apiAnswers finishes, as Hono's '/api/*' and '/corporate/*' match them. */
const API_PATH = /^\/(api|corporate)(\/|$)/;
/** The paths whose methods are the routes' only: the API's and the PunchOut endpoints. */
const ROUTED_PATH = /^\/(api|corporate|punchout)(\/|$)/;

function handleError(error: Error, c: Context<AppEnv>, logger: Logger) {
  if (error instanceof ServiceError) return c.json(errorBody(error.status, error.message, error.code, error.figures), error.status);
  if (error instanceof HTTPException) return c.json(errorBody(error.status, error.message || 'Request failed'), error.status);
  // The database restarting or too slow is not the client's fault, and trying again can work.
  if (isDatabaseUnavailable(error)) return c.json(errorBody(503, 'Service temporarily unavailable'), 503);
  if (isStatementTimeout(error)) return c.json(errorBody(503, 'The request took too long; try a narrower one'), 503);
  logger.error({ err: error, requestId: c.get('requestId') }, 'Request failed');
  return c.json(errorBody(500, 'Internal server error'), 500);
}

export function createApp(options: AppOptions) {
  const secret = options.uploadSecret ?? randomBytes(32);
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? errorsOnly;
  const ttlSeconds = options.uploadUrlTtlSeconds ?? UPLOAD_URL_TTL_SECONDS;
  const publicUrl = options.publicUrl ?? 'http://localhost:8080';
  const deps: RouteDeps = {
    db: options.db,
    search: options.search ?? databaseSearch(options.db),
    proxyHops: Number(options.trustProxy ?? 0),
    publicUrl,
    kdfLogN: options.kdfLogN ?? DEFAULT_LOG_N,
    taxRateBasisPoints: options.taxRateBasisPoints ?? DEFAULT_SST_BASIS_POINTS,
    uploads: {
      storage: options.storage ?? diskStorage(options.uploadDir ?? join(tmpdir(), `lapasar-uploads-${randomUUID()}`)),
      secret,
      ttlSeconds,
      now,
      pendingLimits: options.uploadPendingLimits ?? DEFAULT_PENDING_LIMITS,
      lifetimes: { uploadedMs: options.uploadRetentionMs ?? uploadRetentionFrom(undefined), reservedMs: reservationLifetimeMs(ttlSeconds) },
    },
    productImages: { signer: new ProductImageSigner(secret), now },
    secretKeys: options.secretKeys ?? {},
    mailer: options.mailer ?? createMailer({ outboxDir: join(tmpdir(), `lapasar-outbox-${randomUUID()}`), logger }),
    shuttingDown: options.shuttingDown ?? (() => false),
    cxmlSupplier: { credential: options.cxmlCredential ?? defaultCxmlCredential(publicUrl), userAgent: CXML_USER_AGENT },
  };
  const app = createRouter();
  app.onError((error, c) => handleError(error, c, logger));
  // A path the server or the storefront has, asked with a method it does not take (TRACE included), is a 405 naming the ones it takes.
  const methodsOf = allowedMethods(app.routes, /^\//);
  const storefrontMethods = (path: string) =>
    options.storefrontDir && !ROUTED_PATH.test(path) && isStorefrontPath(path) ? ['GET', 'HEAD'] : [];
  app.notFound((c) => {
    const allowed = [...new Set([...storefrontMethods(c.req.path), ...methodsOf(c.req.path)])];
    // A method the path allows that still lands here names nothing there (a missing file): 404.
    if (allowed.length > 0 && !allowed.includes(c.req.method))
      return c.json(errorBody(405, `Method not allowed: ${c.req.method} ${c.req.path}`), 405, { Allow: allowed.join(', ') });
    return c.json(errorBody(404, `Not found: ${c.req.method} ${c.req.path}`), 404);
  });
  // Before everything: the request's id, its log line and its metrics see every answer.
  const metrics = options.metricsToken ? createMetrics(options.db) : undefined;
  app.use('*', requestLog({ logger, metrics, secretPaths: [UPLOAD_PATH] }));
  // First after it, so that a kept answer, headers and all, is answered before any other middleware runs.
  // A write through this server forgets what it keeps of the database at once; another process's
  // writes reach it as the database's change notices (server/db/change-notices.ts).
  app.use('*', forgetKeptOnWrites(options.db));
  if (options.answerCacheTtlMs) app.use('/api/*', answerCache({ ttlMs: options.answerCacheTtlMs, db: options.db }));
  // Security headers, CORS, caching headers and gzip, for the API in one step (api-answers.ts).
  const apiAnswer = apiAnswers({
    origins: options.corsOrigins ?? [],
    allowLocalhost: options.allowLocalhostOrigins ?? process.env.NODE_ENV !== 'production',
  });
  app.use('/api/*', apiAnswer);
  app.use('/corporate/*', apiAnswer);
  const pageHeaders = securityHeaders();
  app.use('*', (c, next) => (API_PATH.test(c.req.path) ? next() : pageHeaders(c, next)));
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(errorBody(413, 'Request body is too large'), 413) });
  // An upload is held to its signed size by its own route. A GET or HEAD has no body to limit, and
  // asking it for one would make the adapter build a whole Request object for every read.
  const limitsBody = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD' && !isUploadPath(c.req.path);
  app.use('/api/*', (c, next) => (limitsBody(c) ? jsonBodyLimit(c, next) : next()), requestLocation(options.db));

  const api = createRouter();
  for (const area of AREAS) api.route('/', area(deps));
  app.route('/api', api);
  app.route('/corporate', compareRoutes(deps));
  // Procurement systems and the buyer's browser: cXML documents and HTML forms (routes/punchout.ts).
  app.route('/punchout', punchoutRoutes(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer' });
  registerPunchoutPaths(app.openAPIRegistry);
  const documentConfig = {
    openapi: '3.1.0',
    info: { title: 'LaPasar API', version: '1.0.0', description: 'The reference backend of LaPasar Elements.' },
  };
  const bodyLimited = (path: string, method: string) => method !== 'get' && method !== 'head' && !isUploadPath(path);
  app.get('/api/openapi.json', (c) =>
    c.json(
      withPunchoutRefusals(
        withMiddlewareAnswers(app.getOpenAPI31Document(documentConfig), { bodyLimited, readsLocation }),
        punchoutMayCall,
      ),
    ),
  );
  if (metrics && options.metricsToken) app.get('/metrics', metricsEndpoint(metrics, options.metricsToken));

  // The pages a verification link and a password link open work with or without the storefront.
  app.route('/', verifyEmailPage(deps));
  app.route('/', setPasswordPage(deps));
  if (options.sdkDir) app.use('/sdk/*', sdkAssets(options.sdkDir));
  if (options.workshopDir) app.use('/workshop/*', workshopAssets(options.workshopDir));
  if (options.storefrontDir)
    app.use(
      '*',
      storefrontAssets(options.storefrontDir, storefrontPages(deps), logger, () => framingOrigins(options.db)),
    );
  return app;
}
