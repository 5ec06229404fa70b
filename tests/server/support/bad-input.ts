import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';

/** The part of JSON Schema the contract's OpenAPI document uses. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  not?: JsonSchema;
  uniqueItems?: boolean;
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  examples?: unknown[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

type BodyType = 'json' | 'form';

const FORM_TYPE = 'application/x-www-form-urlencoded';

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  /** How the body is encoded: JSON, or a form (application/x-www-form-urlencoded). */
  bodyType: BodyType;
  /** The operation asks for a bearer token. */
  secured: boolean;
  /** The operation may also be called without one (its security lists the empty requirement). */
  anonymousToo: boolean;
  /** What each status answers: its content types and their schemas, `$ref`s left for the validator. */
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        security?: object[];
        responses: Operation['responses'];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, with `$ref`s resolved. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(document.components?.schemas?.[name] ?? {});
  };
  const deep = (schema: JsonSchema): JsonSchema => {
    const own = resolve(schema);
    return {
      ...own,
      anyOf: own.anyOf?.map(deep),
      oneOf: own.oneOf?.map(deep),
      allOf: own.allOf?.map(deep),
      items: own.items && deep(own.items),
      properties: own.properties && Object.fromEntries(Object.entries(own.properties).map(([key, value]) => [key, deep(value)])),
    };
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content['application/json']?.schema;
      const form = operation.requestBody?.content[FORM_TYPE]?.schema;
      const body = json ?? form;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: deep(parameter.schema) })),
        body: body && deep(body),
        bodyType: json === undefined && form !== undefined ? ('form' as const) : ('json' as const),
        secured: (operation.security?.length ?? 0) > 0,
        anonymousToo: (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0),
        responses: operation.responses,
      };
    }),
  );
}

const INT32_MAX = 2 ** 31 - 1;
const LONG_TEXT = 'x'.repeat(10 * 1024);

/** Values that broke the server before, and their kin: past int32, decimals, negatives, NUL, huge text. */
const NASTY_NUMBERS = [INT32_MAX + 1, -INT32_MAX - 2, Number.MAX_VALUE, 21474836.48, 99999999999999, -1, 0, 1.5];
const NASTY_TEXTS = [
  String(INT32_MAX + 1),
  '1e400',
  '-1',
  '',
  ' ',
  'a\u0000b',
  '\u0001\u001f\u007f',
  LONG_TEXT,
  `${'e'.repeat(7000)}@example.com`,
  `e@${'d'.repeat(60).concat('.').repeat(110)}com`,
  '\ud800',
  "' or 1=1 --",
];
/** Each of these goes into every parameter and body field of every operation. */
const NASTY_VALUES: unknown[] = [...NASTY_NUMBERS, ...NASTY_TEXTS, [1, 2], {}, null, true];
const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 8,
});
const scalar = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_TEXTS),
  controlText,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.boolean(),
  fc.constant(null),
);

/** A value no schema field should take on trust: wrong types, out-of-range and huge numbers, control characters, 10 KB text, arrays for scalars. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: scalar, weight: 6 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }), weight: 1 },
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value that fits the schema, kept small so ids land on seeded rows. */
function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (typeof schema.example === 'string') return fc.constant(schema.example);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map(validValue));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf));
  const [type = 'string'] = typesOf(schema).filter((name) => name !== 'null');
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1), -10);
      const max = Math.max(min, Math.min(schema.maximum ?? 200, 200));
      return type === 'integer' ? fc.integer({ min, max }) : fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true }));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      if (schema.format === 'email') return fc.constantFrom('buyer@lapasar.test', 'new@example.com');
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

/** A body close to valid with one field spoiled or missing, or bad as a whole. */
function badBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema.properties ?? {});
  const whole = fc.oneof(badValue, fc.constant({}), fc.constant([]));
  if (properties.length === 0) return whole;
  const spoiled = fc
    .tuple(validValue({ ...schema, required: properties }), fc.constantFrom(...properties), fc.option(badValue, { freq: 4 }))
    .map(([body, key, value]) => {
      const copy = { ...(body as Record<string, unknown>) };
      if (value === null) delete copy[key];
      else copy[key] = value;
      return copy;
    });
  return fc.oneof({ arbitrary: spoiled, weight: 4 }, { arbitrary: validValue(schema), weight: 1 }, { arbitrary: whole, weight: 1 });
}

const MALFORMED_JSON = ['{', '{"a":', 'nul', '[1,2', '{"x":1}}', '\u0000', '', 'undefined', '{"sku_id":1,}', "{'a':1}"];
/** Broken percent-escapes, bare keys, repeated keys, empty pairs, a JSON text where a form belongs. */
const MALFORMED_FORM = ['%', '%zz=1', 'by_id=%E0%A4%A', '&&&', '=', 'by_id', 'by_id=1&by_id=2', 'by_id[]=1', '\u0000', '', '{"by_id":1}'];

/** What a body of each encoding is sent as: the right type, its malformed texts, and the wrong types to send a fitting body as. */
const ENCODINGS: Record<BodyType, { encode: (value: unknown) => Payload; malformed: string[]; wrongTypes: string[] }> = {
  json: {
    encode: (value) => json(value),
    malformed: MALFORMED_JSON,
    wrongTypes: ['text/plain', FORM_TYPE, 'multipart/form-data', 'application/json; charset=utf-16', ''],
  },
  form: {
    encode: (value) => form(value),
    malformed: MALFORMED_FORM,
    wrongTypes: ['text/plain', 'application/json', 'multipart/form-data', `${FORM_TYPE}; charset=utf-16`, ''],
  },
};

export interface BadRequest {
  path: string;
  init: RequestInit & { headers: Record<string, string> };
  /** Sent without the good location every other request carries, so its own state and district are what the server reads. */
  ownLocation?: boolean;
}

/** Percent-encodes a path segment; a lone surrogate goes as the raw bytes a careless client would send. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function queryText(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryText);
  if (value === null || value === undefined) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

/** Requests for one operation: each parameter absent, fitting or bad; the body spoiled, malformed or sent as another type. */
export function badRequests(operation: Operation): fc.Arbitrary<BadRequest> {
  // Mostly one spoiled parameter among fitting or absent ones, so the bad value reaches past the others' checks.
  const fitting = (parameter: Parameter) =>
    parameter.in === 'path' || parameter.required
      ? validValue(parameter.schema)
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: validValue(parameter.schema), weight: 1 });
  const anything = (parameter: Parameter) =>
    fc.oneof(validValue(parameter.schema), badValue, ...(parameter.in === 'path' ? [] : [fc.constant(undefined)]));
  const count = operation.parameters.length;
  const parameters: fc.Arbitrary<unknown[]> =
    count === 0
      ? fc.constant([])
      : fc.oneof(
          {
            arbitrary: fc
              .tuple(fc.tuple(...operation.parameters.map(fitting)), fc.nat(count - 1), badValue)
              .map(([values, index, bad]) => values.map((value, at) => (at === index ? bad : value))),
            weight: 4,
          },
          { arbitrary: fc.tuple(...operation.parameters.map(fitting)), weight: 1 },
          { arbitrary: fc.tuple(...operation.parameters.map(anything)), weight: 1 },
        );
  const encoding = ENCODINGS[operation.bodyType];
  const body = operation.body
    ? fc.oneof(
        { arbitrary: badBody(operation.body).map(encoding.encode), weight: 6 },
        { arbitrary: fc.constantFrom(...encoding.malformed).map((text) => ({ ...encoding.encode(null), text })), weight: 2 },
        {
          arbitrary: fc
            .tuple(validValue(operation.body), fc.constantFrom(...encoding.wrongTypes))
            .map(([value, type]) => ({ text: encoding.encode(value).text, type })),
          weight: 1,
        },
      )
    : operation.method === 'GET'
      ? fc.constant(null)
      : fc.option(badValue.map(json), { freq: 3 });
  return fc.tuple(parameters, body).map(([values, payload]) => toRequest(operation, values, payload));
}

interface Payload {
  text: string;
  type: string;
}

function toRequest(operation: Operation, values: readonly unknown[], payload: Payload | null): BadRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  operation.parameters.forEach((parameter, index) => {
    const value = values[index];
    if (value === undefined) return;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, pathSegment(queryText(value).join(',') || ' '));
    if (parameter.in === 'query') for (const text of queryText(value)) query.append(parameter.name, text);
  });
  const search = query.toString();
  const headers: Record<string, string> = {};
  if (payload?.type) headers['Content-Type'] = payload.type;
  return { path: search ? `${path}?${search}` : path, init: { method: operation.method, headers, body: payload?.text } };
}

const json = (value: unknown): Payload => ({ text: JSON.stringify(value) ?? 'null', type: 'application/json' });

/** A form body: an object's fields as pairs (an array as repeated keys, undefined left out; lone surrogates go as U+FFFD); anything else as its bare text. */
function form(value: unknown): Payload {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { text: queryText(value).join('&'), type: FORM_TYPE };
  const pairs = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined) continue;
    for (const text of queryText(field)) pairs.append(key, text);
  }
  return { text: pairs.toString(), type: FORM_TYPE };
}

/** The schema's example with each number in it swapped for a nasty one (filter expressions, lists). */
function exampleVariants(schema: JsonSchema): unknown[] {
  const examples = [...(schema.examples ?? []), ...(schema.example === undefined ? [] : [schema.example])].filter(
    (example) => typeof example === 'string',
  );
  return examples.flatMap((example) => [
    example,
    ...['99999999999999', String(INT32_MAX + 1), '1.5', '-1', '1e400', '32768'].map((number) => example.replace(/\d+/g, number)),
  ]);
}

/** The parameters (path and required ones fitting, the others left out) and body (every field fitting) the slots are spoiled from one at a time. */
function fittingParts(operation: Operation, seed: number) {
  const one = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0];
  const base = operation.parameters.map((parameter) =>
    parameter.in === 'path' || parameter.required ? one(validValue(parameter.schema)) : undefined,
  );
  const bodySchema = operation.body;
  const baseBody =
    bodySchema && (one(validValue({ ...bodySchema, required: Object.keys(bodySchema.properties ?? {}) })) as Record<string, unknown>);
  const basePayload = baseBody === undefined ? null : ENCODINGS[operation.bodyType].encode(baseBody);
  return { base, baseBody, basePayload };
}

/** Every nasty value, some fitting ones and the example's variants in each slot (each parameter, each body field, the whole body), the other slots fitting or left out. */
export function slotRequests(operation: Operation, seed: number): BadRequest[] {
  const slotValues = (schema: JsonSchema) => [
    ...NASTY_VALUES,
    ...fc.sample(validValue(schema), { seed, numRuns: 1 }),
    ...exampleVariants(schema),
  ];
  const { base, baseBody, basePayload } = fittingParts(operation, seed);
  const bodySchema = operation.body;
  const encoding = ENCODINGS[operation.bodyType];
  const requests: BadRequest[] = [];
  operation.parameters.forEach((parameter, index) => {
    for (const value of slotValues(parameter.schema))
      requests.push(
        toRequest(
          operation,
          base.map((fit, at) => (at === index ? value : fit)),
          basePayload,
        ),
      );
  });
  if (bodySchema && baseBody) {
    for (const [key, schema] of Object.entries(bodySchema.properties ?? {})) {
      for (const value of [...slotValues(schema), undefined])
        requests.push(toRequest(operation, base, encoding.encode({ ...baseBody, [key]: value })));
    }
    for (const value of NASTY_VALUES) requests.push(toRequest(operation, base, encoding.encode(value)));
    for (const text of encoding.malformed) requests.push(toRequest(operation, base, { ...encoding.encode(null), text }));
    for (const type of encoding.wrongTypes) requests.push(toRequest(operation, base, { text: encoding.encode(baseBody).text, type }));
  }
  return requests;
}

/** NUL and the other control characters alone and inside a real name: PostgreSQL text cannot hold NUL. */
const CONTROL_PLACES = ['\u0000', 'Sel\u0000angor', '\u0001', 'Petaling\u001f', '\u007f', '\t\u0008'];
/** What a header can carry of them: fetch refuses NUL, CR and LF in a header value. */
const CONTROL_HEADER_PLACES = CONTROL_PLACES.filter((value) => !['\u0000', '\r', '\n'].some((refused) => value.includes(refused)));

/**
 * Every operation's fitting request with a control character in the location it may be priced
 * at: `state` and `district` in the query (which the server reads for every route, declared or
 * not) and the X-State and X-District headers, each beside a good state and alone.
 */
export function locationRequests(operation: Operation, seed: number): BadRequest[] {
  const fitting = fittingParts(operation, seed);
  const base = toRequest(operation, fitting.base, fitting.basePayload);
  const withQuery = (pairs: Record<string, string>): BadRequest => {
    const [path, search = ''] = base.path.split('?');
    const query = new URLSearchParams(search);
    for (const [name, value] of Object.entries(pairs)) query.set(name, value);
    return { ...base, path: `${path}?${query.toString()}`, ownLocation: true };
  };
  const withHeaders = (headers: Record<string, string>): BadRequest => ({
    ...base,
    init: { ...base.init, headers: { ...base.init.headers, ...headers } },
    ownLocation: true,
  });
  return [
    ...CONTROL_PLACES.flatMap((value) => [
      withQuery({ state: value }),
      withQuery({ state: 'Selangor', district: value }),
      withQuery({ district: value }),
    ]),
    ...CONTROL_HEADER_PLACES.flatMap((value) => [
      withHeaders({ 'X-State': value }),
      withHeaders({ 'X-State': 'Selangor', 'X-District': value }),
      withHeaders({ 'X-District': value }),
    ]),
  ];
}

/** What a value breaks of a schema, or undefined when it fits. */
export type SchemaCheck = (schema: JsonSchema, value: unknown) => string | undefined;

/**
 * Checks values against the document's schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect),
 * `$ref`s resolved in its components. A multipleOf quotient may stray 1e-9 from a whole number:
 * the schema means decimal steps, and 0.29 / 0.01 is not quite 29 in doubles.
 */
export function schemaCheck(document: OpenApiDocument): SchemaCheck {
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9, formats: { email: true, binary: true } });
  const validators = new Map<JsonSchema, ValidateFunction>();
  return (schema, value) => {
    let validator = validators.get(schema);
    if (!validator) {
      // A plain JSON copy: the resolved schemas hold undefined for keywords they lack.
      validator = ajv.compile({ ...(JSON.parse(JSON.stringify(schema)) as object), components: document.components });
      validators.set(schema, validator);
    }
    return validator(value) ? undefined : ajv.errorsText(validator.errors);
  };
}

/** A whole number from min to max, mostly small ones (so ids land on seeded rows), the rest anywhere in range. */
function wholeNumber(min: number, max: number): fc.Arbitrary<number> {
  const anywhere = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  if (min > 60 || max < -5) return anywhere;
  return fc.oneof(
    { arbitrary: fc.integer({ min: Math.max(min, -5), max: Math.min(max, 60) }), weight: 3 },
    { arbitrary: anywhere, weight: 1 },
  );
}

/** Any number the schema's bounds and multipleOf allow. */
function fittingNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = schema.multipleOf ?? (integer ? 1 : undefined);
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -Number.MAX_VALUE : schema.exclusiveMinimum);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? Number.MAX_VALUE : schema.exclusiveMaximum);
  const lowOpen = schema.minimum === undefined && schema.exclusiveMinimum !== undefined;
  const highOpen = schema.maximum === undefined && schema.exclusiveMaximum !== undefined;
  if (step !== undefined) {
    // Multiples k * step; k bounded to safe integers, decimals rounded to the step's own places.
    const places = step < 1 ? Math.ceil(-Math.log10(step)) : 0;
    const from = Math.max(Math.ceil(low / step) + (lowOpen && Number.isInteger(low / step) ? 1 : 0), Number.MIN_SAFE_INTEGER);
    const to = Math.min(Math.floor(high / step) - (highOpen && Number.isInteger(high / step) ? 1 : 0), Number.MAX_SAFE_INTEGER);
    return wholeNumber(from, to).map((k) => Number((k * step).toFixed(places)));
  }
  const doubles = fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true, minExcluded: lowOpen, maxExcluded: highOpen });
  return fc.oneof(wholeNumber(Math.ceil(low + (lowOpen ? 1 : 0)), Math.floor(high - (highOpen ? 1 : 0))), doubles);
}

/** Any string the schema allows: its pattern or e-mail format, any characters otherwise (controls included), sometimes at its longest. */
function fittingString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 10_000;
  // Lengths as JavaScript counts them (UTF-16 units), which never exceed the code points JSON Schema counts.
  const fits = (text: string) => text.length >= min && [...text].length <= max && text.length <= max;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  const any = fc.string({
    unit: fc.oneof(
      fc.constantFrom('a', ' ', '\t', '\n', '\u0000', '\u007f', 'é', '中'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    ),
    minLength: min,
    maxLength: Math.min(max, 40),
  });
  const longest = fc.constantFrom('x', 'é', '中').map((char) => char.repeat(max));
  return max > 40 && max <= 10_000
    ? fc.oneof({ arbitrary: any.filter(fits), weight: 5 }, { arbitrary: longest, weight: 1 })
    : any.filter(fits);
}

/** A schema with the variant lists of its allOf parts, one of each to be taken. */
type Merged = JsonSchema & { choices?: JsonSchema[][] };

/** Both schemas at once, near enough to generate from (the value is checked against the real schema after): a property in both takes the keywords of each. */
function combine(whole: Merged, given: JsonSchema): Merged {
  // The resolved schemas name keywords they lack as undefined, which must not hide the other's.
  const part = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as JsonSchema;
  const properties = whole.properties || part.properties ? { ...whole.properties } : undefined;
  for (const [key, value] of Object.entries(part.properties ?? {})) if (properties) properties[key] = { ...properties[key], ...value };
  return { ...whole, ...part, properties, required: [...(whole.required ?? []), ...(part.required ?? [])] };
}

/** The schema with its allOf parts merged into it; the parts' anyOf and oneOf lists become choices. */
function merged(schema: JsonSchema): Merged {
  if (!schema.allOf?.length) return schema;
  const { allOf, ...own } = schema;
  return allOf.map(merged).reduce<Merged>((whole, { anyOf, oneOf, choices, ...part }) => {
    const variants = anyOf ?? oneOf;
    return { ...combine(whole, part), choices: [...(whole.choices ?? []), ...(choices ?? []), ...(variants ? [variants] : [])] };
  }, own);
}

/**
 * A value the schema accepts, any of them: unlike `validValue` (which keeps values tame so the
 * spoiled one is the only problem), this ranges over everything the document allows, as a client
 * reading it may send.
 */
function documentValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const whole = merged(schema);
  if (whole.not) {
    const { not, ...own } = whole;
    const excluded = not.enum ?? (not.const === undefined ? [] : [not.const]);
    return documentValue(own).filter((value) => !excluded.includes(value));
  }
  if (whole.const !== undefined) return fc.constant(whole.const);
  if (whole.enum) return fc.constantFrom(...whole.enum);
  const variants = whole.oneOf ?? whole.anyOf;
  if (variants) {
    // A variant may only add to the schema beside it (required keys, say): the two are merged.
    const { oneOf: _oneOf, anyOf: _anyOf, ...own } = whole;
    return fc.oneof(...variants.map((variant) => documentValue(combine(own, merged(variant)))));
  }
  if (whole.choices?.length) {
    const { choices, ...own } = whole;
    return fc
      .tuple(...choices.map((list) => fc.constantFrom(...list)))
      .chain((picked) => documentValue(picked.map(merged).reduce<Merged>(combine, own)));
  }
  const types = typesOf(whole);
  if (types.length > 1) return fc.oneof(...types.map((type) => documentValue({ ...whole, type })));
  switch (types[0] ?? (whole.properties ? 'object' : 'string')) {
    case 'null':
      return fc.constant(null);
    case 'integer':
      return fittingNumber(whole, true);
    case 'number':
      return fittingNumber(whole, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const bounds = { minLength: whole.minItems ?? 0, maxLength: Math.max(whole.minItems ?? 0, Math.min(whole.maxItems ?? 4, 4)) };
      const item = documentValue(whole.items ?? {});
      return whole.uniqueItems ? fc.uniqueArray(item, { ...bounds, selector: (value) => JSON.stringify(value) }) : fc.array(item, bounds);
    }
    case 'object': {
      const properties = whole.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, documentValue(value)]));
      return fc.record(record, { requiredKeys: (whole.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fittingString(whole);
  }
}

/**
 * A request the document calls valid: required parameters, some optional ones, a body of the
 * schema (a query or path value as the text of a fitting value). Each value is checked against
 * its schema as well, so that a request this generator gets wrong never passes for valid.
 */
export function documentRequests(operation: Operation, check: SchemaCheck): fc.Arbitrary<BadRequest> {
  const fits = (schema: JsonSchema) => (value: unknown) => check(schema, value) === undefined;
  const parameter = (each: Parameter) => {
    // A query cannot say null; a parameter that may be null is then left out.
    const value = documentValue(each.schema)
      .filter(fits(each.schema))
      .map((fit) => (fit === null ? undefined : fit));
    return each.in === 'path' || each.required ? value : fc.option(value, { nil: undefined });
  };
  const parameters = fc.tuple(...operation.parameters.filter((each) => each.in === 'path' || each.in === 'query').map(parameter));
  const encoding = ENCODINGS[operation.bodyType];
  const body = operation.body ? documentValue(operation.body).filter(fits(operation.body)).map(encoding.encode) : fc.constant(null);
  const inSlots = (values: unknown[]) => {
    const queue = [...values];
    return operation.parameters.map((each) => (each.in === 'path' || each.in === 'query' ? queue.shift() : undefined));
  };
  return fc.tuple(parameters, body).map(([values, payload]) => toRequest(operation, inSlots(values), payload));
}
