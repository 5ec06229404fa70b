/**
 * PunchOut (cXML 1.2 and SAP OCI 4.0): a buyer company's procurement system opens a session here,
 * the buyer shops in a cart of the session's own, the cart goes back to the procurement system, and
 * the order it approves comes back as an OrderRequest and is placed without our approval workflow.
 */
import { untilChangedPerDatabase } from '../db/change-notices';
import type { Database } from '../db/client';
import { exactOrigin } from '../domain/content-policy';
import {
  attribute,
  child,
  children,
  credentialOf,
  CxmlError,
  cxmlHeader,
  fieldText,
  identitiesOf,
  money,
  plain,
  textAt,
  textOf,
  type CxmlIdentity,
  type XmlNode,
} from '../domain/cxml';
import { orderAddresses, type OrderAddresses } from '../domain/cxml-address';
import { generateToken, hashToken } from '../domain/token';
import { skusForCartByCode, type SkuForCart } from '../queries/cart';
import { changeStock, completeOrder, insertOrderLines, lockSkusInOrder, reserveBatch, takePoNumber } from '../queries/orders';
import {
  attachPayloadOrder,
  claimStart,
  companyBuyer,
  deleteEndedPunchoutSessions,
  endPunchoutSession,
  insertPunchoutSession,
  payloadOrder,
  punchoutCartLines,
  punchoutSessionById,
  recordPayload,
  settingsOfBuyer,
  settingsByCxmlIdentity,
  settingsByOciUsername,
  storedFrameOrigins,
  type PunchoutSessionRow,
  type PunchoutSettingsRow,
} from '../queries/punchout';
import { findBuyer } from '../queries/users';
import { addToCartIn } from './cart';
import { cartOfLines } from './cart-view';
import { ServiceError } from './errors';
import { shippingPlace, type DeliveryPlace, type PlaceProblem } from './location';
import { orderLineOf, orderRefusal, orderTotals } from './order-lines';
import { poIdOf } from './orders';
import type { ImageLinks } from './product-images';
import { checkPunchoutSecret, type SecretCaller } from './punchout-secrets';
import type { ScheduledJob } from './scheduled-jobs';
import { issueToken } from './sessions';

/** When the transactions a ProfileResponse names were first taken here (cXML: not in the future). */
const PROFILE_EFFECTIVE_DATE = '2026-12-01T00:00:00+00:00';
/** How long a start URL works, and how long a punch-out session lasts once opened. */
const START_TTL_MS = 5 * 60 * 1000;
const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
const OPERATIONS = ['create', 'edit', 'inspect'] as const;
type Operation = (typeof OPERATIONS)[number];

const PUNCHOUT_MESSAGES = {
  credential: 'Unknown sender or wrong shared secret',
  ociCredential: 'Unknown USERNAME or wrong PASSWORD',
  noRequest: 'The document has no PunchOutSetupRequest',
  noOrder: 'The document has no OrderRequest',
  operation: (operation: string) => `Unknown operation "${operation}": expected create, edit or inspect`,
  returnUrl: 'BrowserFormPost URL must be an http or https address',
  hookUrl: 'HOOK_URL must be an http or https address',
  start: 'This punch-out link was already used or has expired; start again from your procurement system',
  ended: 'This punch-out session has ended',
  inspect: 'This cart was opened to be inspected only and cannot be transferred',
  unknownSku: (code: string) => `Unknown SupplierPartID "${code}"`,
  quantity: (code: string) => `ItemOut for "${code}" needs a whole quantity of at least 1`,
  noLines: 'The OrderRequest has no ItemOut lines',
  orderId: 'OrderRequestHeader needs an orderID',
  payloadId: 'The document needs a payloadID',
  noShipTo: 'OrderRequestHeader needs a ShipTo Address: where the order goes decides its shipping, SST and what may be sent there',
} as const;

/** The longest payloadID and orderID kept (and indexed): far more than procurement systems write. */
const MAX_DOCUMENT_ID = 250;

function httpUrl(text: string): string | null {
  if (!plain(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The company whose procurement system sent the document: the From credential names it, the
 * Sender's shared secret proves it. CxmlError(401) otherwise, counted against the sender and the
 * caller's address (ServiceError 429 once either has too many).
 */
async function authenticate(db: Database, root: XmlNode, caller: SecretCaller): Promise<PunchoutSettingsRow> {
  const header = child(root, 'Header');
  const from = credentialOf(header, 'From');
  const sender = credentialOf(header, 'Sender');
  const known = from && sender && plain(from.domain, 200) && plain(from.identity, 200);
  const settings = known ? await settingsByCxmlIdentity(db, from.domain, from.identity) : null;
  const right = await checkPunchoutSecret(
    db,
    {
      protocol: 'cxml',
      name: known ? `${from.domain.toLowerCase()}\n${from.identity}` : '',
      secret: sender?.sharedSecret ?? '',
      stored: settings && { buyerId: settings.buyerId, hash: settings.cxmlSecretHash },
    },
    caller,
  );
  if (!settings || !right) throw new CxmlError(401, PUNCHOUT_MESSAGES.credential);
  return settings;
}

/** Answers a ProfileRequest once its sender is authenticated: the transactions this server takes, and where. */
export async function profileOf(db: Database, root: XmlNode, publicUrl: string, caller: SecretCaller): Promise<XmlNode> {
  await authenticate(db, root, caller);
  const at = (path: string) => new URL(path, publicUrl).href;
  const transactions: [string, string][] = [
    ['ProfileRequest', at('/punchout/cxml')],
    ['PunchOutSetupRequest', at('/punchout/cxml/setup')],
    ['OrderRequest', at('/punchout/cxml/order')],
  ];
  return {
    ProfileResponse: {
      '@_effectiveDate': PROFILE_EFFECTIVE_DATE,
      Transaction: transactions.map(([requestName, url]) => ({ '@_requestName': requestName, URL: url })),
    },
  };
}

/** The user a request acts as: the first of the addresses it names that is an active buyer of the company, else its default punch-out user. */
async function punchoutUser(db: Database, settings: PunchoutSettingsRow, emails: readonly string[]): Promise<number> {
  for (const email of new Set(emails.map((text) => text.trim()))) {
    const named = email && plain(email, 254) ? await companyBuyer(db, settings.buyerId, email) : null;
    if (named) return named.id;
  }
  return settings.defaultUserId;
}

/** The addresses an OrderRequest names its orderer by, most explicit first: an Extrinsic UserEmail, a Contact's Email, the ShipTo's Email. */
function orderingEmails(header: XmlNode | undefined): string[] {
  return [
    ...children(header, 'Extrinsic')
      .filter((extrinsic) => attribute(extrinsic, 'name') === 'UserEmail')
      .map(textOf),
    ...children(header, 'Contact').flatMap((contact) => children(contact, 'Email').map(textOf)),
    textAt(header, 'ShipTo', 'Address', 'Email'),
  ];
}

/** Where a punch-out session is opened: the start page's URL with its one-time token. */
function startUrl(publicUrl: string, token: string): string {
  const url = new URL('/punchout/start', publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

/** A line a procurement system sends (edit, inspect, OrderRequest): our SKU code, its id round-tripped, the quantity. */
interface ItemOutLine {
  code: string;
  /** The SKU id we sent as SupplierPartAuxiliaryID, when we did. */
  skuId: number | null;
  quantity: number;
}

function itemOutLines(parent: XmlNode | undefined): ItemOutLine[] {
  return children(parent, 'ItemOut').map((item) => {
    const code = fieldText(textAt(item, 'ItemID', 'SupplierPartID'), 'SupplierPartID', 200);
    const quantityText = attribute(item, 'quantity');
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : 0;
    if (quantity < 1) throw new CxmlError(400, PUNCHOUT_MESSAGES.quantity(code));
    const auxiliary = /^sku:(\d{1,9})$/.exec(textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'));
    return { code, skuId: auxiliary ? Number(auxiliary[1]) : null, quantity };
  });
}

/** Each line's SKU for the buyer (by the round-tripped id when it names the same code, else by code); CxmlError(400) naming an unknown one. */
async function skusOfLines(db: Database, buyerId: number, lines: readonly ItemOutLine[]): Promise<SkuForCart[]> {
  const rows = await skusForCartByCode(db, [...new Set(lines.map((line) => line.code.toUpperCase()))], buyerId);
  return lines.map((line) => {
    const matching = rows.filter((row) => row.sku.code.toUpperCase() === line.code.toUpperCase() && row.visible);
    const row = matching.find((candidate) => candidate.sku.id === line.skuId) ?? matching[0];
    if (!row || line.code === '') throw new CxmlError(400, PUNCHOUT_MESSAGES.unknownSku(line.code));
    return row;
  });
}

/** A service refusal of a line (out of stock, below the MOQ) as a cXML 400. */
function asCxml(error: unknown): never {
  if (error instanceof ServiceError && error.status < 500) throw new CxmlError(400, error.message);
  throw error;
}

/**
 * Answers a PunchOutSetupRequest: authenticates the sender, opens a punch-out session (edit and
 * inspect with the request's lines in its cart) and answers its one-time start URL.
 */
export async function setupCxml(
  db: Database,
  root: XmlNode,
  publicUrl: string,
  caller: SecretCaller,
  now = new Date(),
): Promise<{ startUrl: string; session: PunchoutSessionRow }> {
  const settings = await authenticate(db, root, caller);
  const request = child(child(root, 'Request'), 'PunchOutSetupRequest');
  if (!request) throw new CxmlError(400, PUNCHOUT_MESSAGES.noRequest);
  const operation = fieldText(attribute(request, 'operation'), 'PunchOutSetupRequest operation', 20);
  if (!(OPERATIONS as readonly string[]).includes(operation)) throw new CxmlError(400, PUNCHOUT_MESSAGES.operation(operation));
  const returnUrl = httpUrl(textAt(request, 'BrowserFormPost', 'URL'));
  if (!returnUrl) throw new CxmlError(400, PUNCHOUT_MESSAGES.returnUrl);
  const buyerCookie = fieldText(textAt(request, 'BuyerCookie'), 'BuyerCookie');
  const procurementFrom = identitiesOf(child(root, 'Header'), 'From');
  const emails = children(request, 'Extrinsic').filter((extrinsic) => attribute(extrinsic, 'name') === 'UserEmail');
  const userId = await punchoutUser(db, settings, emails.map(textOf));
  const lines = operation === 'create' ? [] : itemOutLines(request);
  const token = generateToken();
  const session = await db.transaction(async (tx) => {
    const opened = await insertPunchoutSession(tx, {
      buyerId: settings.buyerId,
      userId,
      protocol: 'cxml',
      operation: operation as Operation,
      buyerCookie,
      procurementFrom,
      returnUrl,
      startTokenHash: hashToken(token),
      startExpiresAt: new Date(now.getTime() + START_TTL_MS),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    });
    const rows = await skusOfLines(tx, settings.buyerId, lines);
    for (const [index, row] of rows.entries()) {
      const item = { skuId: row.sku.id, productId: row.sku.productId, sellerId: row.sellerId, quantity: lines[index].quantity };
      await addToCartIn(tx, {
        user: { id: userId },
        buyer: { id: settings.buyerId, punchoutSessionId: opened.id },
        item,
        location: {},
      }).catch(asCxml);
    }
    return opened;
  });
  return { startUrl: startUrl(publicUrl, token), session };
}

export interface OciStart {
  username: string;
  password: string;
  hookUrl: string;
  target?: string;
  email?: string;
}

/** Opens an OCI punch-out session from the start URL's parameters; answers the session token at once (the browser is already here). */
export async function startOci(
  db: Database,
  start: OciStart,
  caller: SecretCaller,
  now = new Date(),
): Promise<{ token: string; session: PunchoutSessionRow }> {
  const username = plain(start.username, 200) ? start.username : '';
  const settings = username ? await settingsByOciUsername(db, username) : null;
  const stored = settings && { buyerId: settings.buyerId, hash: settings.ociPasswordHash };
  const right = await checkPunchoutSecret(db, { protocol: 'oci', name: username, secret: start.password, stored }, caller);
  if (!settings || !right) throw new ServiceError(401, PUNCHOUT_MESSAGES.ociCredential);
  const returnUrl = httpUrl(start.hookUrl);
  if (!returnUrl) throw new ServiceError(400, PUNCHOUT_MESSAGES.hookUrl);
  const userId = await punchoutUser(db, settings, start.email ? [start.email] : []);
  const session = await insertPunchoutSession(db, {
    buyerId: settings.buyerId,
    userId,
    protocol: 'oci',
    operation: 'create',
    returnUrl,
    returnTarget: start.target && plain(start.target, 100) ? start.target : null,
    startTokenHash: null,
    startExpiresAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { token: await issueToken(db, userId, 'session', session.id), session };
}

/** Uses a cXML start URL's one-time token: an ordinary session token, flagged as the punch-out session's. */
export async function openStart(db: Database, token: string, now = new Date()): Promise<{ token: string; session: PunchoutSessionRow }> {
  const session = token && plain(token, 200) ? await claimStart(db, hashToken(token), now) : null;
  if (!session) throw new ServiceError(410, PUNCHOUT_MESSAGES.start);
  return { token: await issueToken(db, session.userId, 'session', session.id), session };
}

/** What the browser posts to the procurement system: the form's action, target and fields in order. */
export interface TransferForm {
  action: string;
  target: string | null;
  fields: [string, string][];
}

type CartLineOut = Awaited<ReturnType<typeof punchoutCartLines>>[number];

/** How we name ourselves in the cXML we send: our credential (CXML_DOMAIN, CXML_IDENTITY) and UserAgent. */
export interface CxmlSupplier {
  credential: CxmlIdentity;
  userAgent: string;
}

/** The classification domain of our own category paths, which every line carries beside its UNSPSC code, if any. */
const CATEGORY_DOMAIN = 'LaPasarCategory';

/**
 * A line's classifications (cXML wants at least one): its UNSPSC code when its category or one
 * above has one, and always the category's path in our own domain, for systems that map it.
 */
function classifications(line: CartLineOut): XmlNode[] {
  return [
    ...(line.unspsc ? [{ '@_domain': 'UNSPSC', '#text': line.unspsc }] : []),
    { '@_domain': CATEGORY_DOMAIN, '#text': line.categoryPath },
  ];
}

/**
 * The cart as a cXML PunchOutOrderMessage, from us to the procurement system's From as its setup
 * request named it (`to`): the lines as ItemIn, in the content model's order.
 */
function orderMessage(
  session: PunchoutSessionRow,
  lines: readonly CartLineOut[],
  supplier: CxmlSupplier,
  to: readonly CxmlIdentity[],
): XmlNode {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  return {
    Header: cxmlHeader(supplier.credential, to, supplier.userAgent),
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: session.buyerCookie,
        PunchOutOrderMessageHeader: { '@_operationAllowed': session.operation === 'inspect' ? 'inspect' : 'edit', Total: money(total) },
        ItemIn: lines.map((line, index) => ({
          '@_quantity': String(line.quantity),
          '@_lineNumber': String(index + 1),
          ItemID: { SupplierPartID: line.code, SupplierPartAuxiliaryID: `sku:${line.skuId}` },
          ItemDetail: {
            UnitPrice: money(line.price),
            Description: { '@_xml:lang': 'en', '#text': line.name },
            UnitOfMeasure: 'EA',
            Classification: classifications(line),
            ...(line.leadDays ? { LeadTime: String(line.leadDays) } : {}),
          },
        })),
      },
    },
  };
}

/** Whom the cart goes back to: the From of the setup request, else (a session opened before it was kept) the company's credential. */
async function procurementParty(db: Database, session: PunchoutSessionRow): Promise<CxmlIdentity[]> {
  if (session.procurementFrom && session.procurementFrom.length > 0) return session.procurementFrom;
  const settings = await settingsOfBuyer(db, session.buyerId);
  return [{ domain: settings?.cxmlDomain ?? '', identity: settings?.cxmlIdentity ?? '' }];
}

/** The cart as OCI 4.0 NEW_ITEM fields, numbered from 1. */
function ociFields(lines: readonly CartLineOut[]): [string, string][] {
  return lines.flatMap((line, index) => {
    const n = `[${index + 1}]`;
    return [
      [`NEW_ITEM-DESCRIPTION${n}`, line.name.slice(0, 40)],
      [`NEW_ITEM-QUANTITY${n}`, String(line.quantity)],
      [`NEW_ITEM-UNIT${n}`, 'EA'],
      [`NEW_ITEM-PRICE${n}`, (line.price / 100).toFixed(2)],
      [`NEW_ITEM-PRICEUNIT${n}`, '1'],
      [`NEW_ITEM-CURRENCY${n}`, 'MYR'],
      [`NEW_ITEM-VENDORMAT${n}`, line.code],
      [`NEW_ITEM-MATGROUP${n}`, line.unspsc ?? ''],
      [`NEW_ITEM-LEADTIME${n}`, line.leadDays ? String(line.leadDays) : ''],
      [`NEW_ITEM-EXT_PRODUCT_ID${n}`, `sku:${line.skuId}`],
      [`NEW_ITEM-MANUFACTMAT${n}`, line.materialId ?? ''],
      [`NEW_ITEM-LONGTEXT_${index + 1}:132[]`, line.name],
    ] as [string, string][];
  });
}

/**
 * Transfers the punch-out session's cart to its procurement system and ends the session: answers
 * the form the browser posts there (cXML: the PunchOutOrderMessage as `cxml-urlencoded`; OCI: the
 * NEW_ITEM fields to the HOOK_URL).
 */
export async function transferCart(
  db: Database,
  punchoutSessionId: number,
  cxml: { build: (body: XmlNode) => string; supplier: CxmlSupplier },
  now = new Date(),
): Promise<TransferForm> {
  const session = await punchoutSessionById(db, punchoutSessionId);
  if (!session || session.transferredAt || session.expiresAt <= now) throw new ServiceError(410, PUNCHOUT_MESSAGES.ended);
  if (session.operation === 'inspect') throw new ServiceError(403, PUNCHOUT_MESSAGES.inspect);
  const lines = await punchoutCartLines(db, session.id);
  if (!(await endPunchoutSession(db, session.id, now))) throw new ServiceError(410, PUNCHOUT_MESSAGES.ended);
  if (session.protocol === 'oci') return { action: session.returnUrl, target: session.returnTarget, fields: ociFields(lines) };
  const message = orderMessage(session, lines, cxml.supplier, await procurementParty(db, session));
  return { action: session.returnUrl, target: null, fields: [['cxml-urlencoded', cxml.build(message)]] };
}

/** What an OrderRequest was answered: the order placed (its PO id) for the procurement system's order. */
export interface PlacedOrder {
  poId: string;
  externalOrderId: string;
  repeated: boolean;
}

/** The ShipTo element a refused delivery place names: its district comes from the PostalCode, else the City. */
const SHIP_TO_ELEMENT: Record<PlaceProblem['field'], string> = { ship_state: 'State', ship_pincode: 'PostalCode', ship_district: 'City' };

/**
 * The order's form from the OrderRequestHeader's ShipTo and BillTo (ship_* and bill_* fields, as a
 * checkout's) and the place it is priced at. The ShipTo is required and judged as checkout judges a
 * shipping address (shippingPlace: a state of Malaysia, the postcode deciding the district);
 * CxmlError(400) naming the ShipTo element otherwise.
 */
async function addressesOfOrder(db: Database, header: XmlNode | undefined): Promise<OrderAddresses & { place: DeliveryPlace }> {
  const addresses = orderAddresses(header);
  const { form } = addresses;
  if (form.ship_state === undefined) throw new CxmlError(400, PUNCHOUT_MESSAGES.noShipTo);
  const place = await shippingPlace(db, { state: form.ship_state, district: '', city: form.ship_city, postcode: form.ship_pincode });
  if ('field' in place) throw new CxmlError(400, `ShipTo ${SHIP_TO_ELEMENT[place.field]}: ${place.message}`);
  return { ...addresses, form: { ...form, ship_state: place.state, ship_district: place.district }, place };
}

/** How an OrderRequest's lines are priced: the SST rate, and the image links the cart's lines carry. */
export interface OrderPricing {
  taxRateBasisPoints: number;
  images: ImageLinks;
}

/**
 * Places an OrderRequest the procurement system approved. Its lines are priced, shipped and judged
 * at its ShipTo exactly as a checkout of the same lines there (services/order-lines.ts): shipping per
 * seller and SST, a line not shipped there, unavailable, short of stock or below its MOQ, a unit
 * price above the company's limit, a seller's unmet minimum are each a cXML 400 naming the line.
 * Only the company's own approval workflow is not asked again: the order starts in processing,
 * its stock held. It is placed as the buyer of the company the request names (orderingEmails), else
 * as the default punch-out user, and bills to its BillTo. A payloadID already received answers the
 * order it placed and places none.
 */
export async function placeOrderRequest(
  db: Database,
  root: XmlNode,
  pricing: OrderPricing,
  caller: SecretCaller,
  now = new Date(),
): Promise<PlacedOrder> {
  const settings = await authenticate(db, root, caller);
  const payloadId = fieldText(attribute(root, 'payloadID'), 'cXML payloadID', MAX_DOCUMENT_ID);
  if (!payloadId) throw new CxmlError(400, PUNCHOUT_MESSAGES.payloadId);
  const request = child(child(root, 'Request'), 'OrderRequest');
  if (!request) throw new CxmlError(400, PUNCHOUT_MESSAGES.noOrder);
  const header = child(request, 'OrderRequestHeader');
  const externalOrderId = fieldText(attribute(header, 'orderID'), 'OrderRequestHeader orderID', MAX_DOCUMENT_ID);
  if (!externalOrderId) throw new CxmlError(400, PUNCHOUT_MESSAGES.orderId);
  const lines = itemOutLines(request);
  if (lines.length === 0) throw new CxmlError(400, PUNCHOUT_MESSAGES.noLines);
  const { form, recipient, place } = await addressesOfOrder(db, header);
  const userId = await punchoutUser(db, settings, orderingEmails(header));
  const buyer = await findBuyer(db, settings.buyerId);
  if (!buyer) throw new CxmlError(401, PUNCHOUT_MESSAGES.credential);
  return db.transaction(async (tx) => {
    if (!(await recordPayload(tx, { buyerId: buyer.id, payloadId, externalOrderId }))) {
      const earlier = await payloadOrder(tx, buyer.id, payloadId);
      return { poId: earlier?.poId ?? '', externalOrderId: earlier?.externalOrderId ?? externalOrderId, repeated: true };
    }
    const found = await skusOfLines(tx, buyer.id, lines);
    const orderId = await reserveBatch(tx, {
      buyerId: buyer.id,
      userId,
      batchId: `cxml:${payloadId}`,
      requestHash: hashToken(JSON.stringify(lines)),
    });
    if (orderId === null) throw new CxmlError(409, PUNCHOUT_MESSAGES.payloadId);
    // Lines of one SKU are one line of their total quantity, as a cart holds them.
    const quantities = new Map<number, number>();
    for (const [index, row] of found.entries()) quantities.set(row.sku.id, (quantities.get(row.sku.id) ?? 0) + lines[index].quantity);
    const codeOf = new Map(found.map((row, index) => [row.sku.id, lines[index].code]));
    // Stock is read under row locks, taken in SKU id order as every submit takes them.
    const locked = await lockSkusInOrder(
      tx,
      [...quantities.keys()].toSorted((a, b) => a - b),
    );
    const cart = await cartOfLines(
      tx,
      { buyer, location: place, images: pricing.images, taxRateBasisPoints: pricing.taxRateBasisPoints },
      [...quantities].map(([skuId, quantity]) => ({ skuId, quantity })),
    );
    const refusal = await orderRefusal(tx, buyer.id, cart, cart.cartItems, new Map(locked.map((row) => [row.id, row.stock])));
    if (refusal) throw new CxmlError(400, refusal.line ? `${codeOf.get(refusal.line.sku_id)}: ${refusal.message}` : refusal.message);
    for (const line of cart.cartItems) await changeStock(tx, line.sku_id, -line.quantity);
    const order = await completeOrder(tx, orderId, {
      poId: poIdOf(await takePoNumber(tx), now),
      userId,
      status: 'processing',
      currentStage: null,
      form: { ...form, punchout: { payloadId, orderId: externalOrderId, ...(recipient ? { shipTo: recipient } : {}) } },
      ...orderTotals(cart),
    });
    await insertOrderLines(
      tx,
      cart.cartItems.map((line) => orderLineOf(orderId, line, {})),
    );
    await attachPayloadOrder(tx, buyer.id, payloadId, orderId);
    return { poId: order.poId, externalOrderId, repeated: false };
  });
}

/** How often ended punch-out sessions are purged. */
const PURGE_SESSIONS_EVERY_MS = 15 * 60 * 1000;

/**
 * The scheduled job that deletes punch-out sessions past their lifetime and start links that
 * expired unused, with their carts and tokens (server/serve.ts runs it).
 */
export function purgePunchoutSessionsJob(db: Database): ScheduledJob {
  return {
    name: 'purge-punchout-sessions',
    everyMs: PURGE_SESSIONS_EVERY_MS,
    run: async (now) => {
      const count = await deleteEndedPunchoutSessions(db, now);
      return count > 0 ? `Purged ${count} ended punch-out session(s)` : undefined;
    },
  };
}

/** Every company's origins allowed to frame the storefront, kept until punch-out settings change (in any process: their change notice). */
const keptFramingOrigins = untilChangedPerDatabase<readonly string[]>(['punchout_settings'], 1);

/**
 * The origins besides this one whose pages may frame the storefront: those of every company's
 * punch-out settings (procurement systems that open the shop in an iframe), each once, sorted.
 * What is not an exact http(s) origin is left out, whatever the database holds.
 */
export function framingOrigins(db: Database): Promise<readonly string[]> {
  return keptFramingOrigins(db).get('all', async () => {
    const origins = (await storedFrameOrigins(db)).flatMap((text) => exactOrigin(text) ?? []);
    return [...new Set(origins)].sort();
  });
}
