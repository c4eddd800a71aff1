import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it, 3.0 style) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

/** One call's input: path parameters, query string and JSON body, or a raw body with its content type. */
export interface FuzzInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw?: { payload: string; contentType: string };
}

export interface Operation {
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Integers the generators never produce: the callers' own ids, so a valid deactivation cannot end the run. */
export interface GeneratorOptions {
  avoidIds: ReadonlySet<number>;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const dates = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map(isoDate);

/** allOf members folded into their parent: bounds from anywhere, every pattern kept. */
function flatten(schema: JsonSchema): JsonSchema & { patterns: string[] } {
  const patterns = schema.pattern ? [schema.pattern] : [];
  let merged: JsonSchema = { ...schema, allOf: undefined };
  for (const part of schema.allOf ?? []) {
    const flat = flatten(part);
    patterns.push(...flat.patterns);
    merged = { ...flat, ...merged, type: merged.type ?? flat.type };
  }
  return { ...merged, patterns };
}

function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

function lowerBound(schema: JsonSchema): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum;
  return schema.minimum;
}

function numberRange(schema: JsonSchema, integer: boolean) {
  const excludesMin = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
  const excludesMax = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
  const step = integer ? 1 : 0.01;
  const low = lowerBound(schema);
  const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  return {
    min: low === undefined ? -1_000_000 : low + (excludesMin ? step : 0),
    max: high === undefined ? 1_000_000 : high - (excludesMax ? step : 0),
  };
}

/** Values the schema accepts as far as JSON Schema says (zod's refinements may still refuse some). */
function validValue(schema: JsonSchema, options: GeneratorOptions): fc.Arbitrary<unknown> {
  const flat = flatten(schema);
  const value = validNonNull(flat, options);
  return flat.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function validNonNull(
  schema: JsonSchema & { patterns: string[] },
  options: GeneratorOptions,
): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validValue(choice, options)));
  const [type] = typesOf(schema);
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, validValue(property, options)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(validValue(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'integer': {
      const { min, max } = numberRange(schema, true);
      return fc.integer({ min, max }).filter((id) => !options.avoidIds.has(id));
    }
    case 'number': {
      const { min, max } = numberRange(schema, false);
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc
          .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
          .map((hundredths) => hundredths / 100),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema & { patterns: string[] }): fc.Arbitrary<string> {
  if (schema.format === 'date') return dates;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const fits = (text: string) =>
    text.length >= minLength &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    schema.patterns.every((pattern) => new RegExp(pattern).test(text));
  const specific = schema.patterns.find((pattern) => pattern !== '^[^\\u0000]*$');
  if (specific) return fc.stringMatching(new RegExp(specific)).filter(fits);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) }).filter(fits);
}

/** What a mutation puts in place of a value: `REMOVE` takes the key (or element) away. */
const REMOVE = Symbol('remove');

const unicode = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '💥👩‍👩‍👧‍👦🏳️‍🌈',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '１２３',
  'İıß',
  '\r\n\t\v\f',
  "'; DROP TABLE people; --",
  '#{7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%0d%0a',
);
/**
 * Text put into a URL as it is, not percent-encoded: malformed escapes, an encoded NUL, a way out of the
 * path. In a body it is just an object nobody expects.
 */
export interface RawUrlText {
  rawUrlText: string;
}
const rawUrlTexts = fc
  .constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE', '%00', '..%2F..', '%2e%2e', '%FF%FE')
  .map((rawUrlText): RawUrlText => ({ rawUrlText }));

const badDates = fc.constantFrom(
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '2026-2-3',
  '20260203',
  '2026-02-03T00:00:00Z',
  '2026/02/03',
  '-2026-02-03',
  '2026-02-03\u0000',
  '２０２６-０２-０３',
  'today',
);
const badNumbers = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1.005,
  24.001,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
);
/** What a query string or a path segment can carry that a JSON number cannot. */
const badNumberTexts = fc.constantFrom(
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '0b11',
  ' 1',
  '1 ',
  '+1',
  '01',
  '1,5',
  '1.0e1',
  '٣',
  '',
);
const wrongTypes = fc.constantFrom<unknown>(true, false, null, 0, 1, '', 'x', [], {}, [1, 2], { a: 1 }, [
  [[]],
]);
const unknownKeys = fc.constantFrom(
  'status',
  'personId',
  'spudUserId',
  'userId',
  'id',
  'version',
  'roles',
  'admin',
  'approved',
  'readOnly',
  'createdAt',
);

/** Nested arrays or objects `depth` deep. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}
const deeplyNested = fc
  .tuple(fc.constantFrom(64, 500, 1_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => nested(depth, kind));

const hugeString = (minimum: number) =>
  fc
    .tuple(fc.constantFrom('x', 'é', '💥', ' ', '\u0000'), fc.constantFrom(minimum + 1, 70_000))
    .map(([unit, length]) => unit.repeat(Math.max(1, Math.ceil(length / unit.length))));

/** Something a field of this schema should refuse (or, now and then, happen to accept). */
function junkFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const flat = flatten(schema);
  const types = typesOf(flat);
  const common = [
    wrongTypes,
    unicode,
    rawUrlTexts,
    badNumbers,
    deeplyNested,
    hugeString(flat.maxLength ?? 2_000),
    fc.constant(REMOVE),
  ];
  if (types.includes('string') && flat.format === 'date') common.push(badDates);
  if (types.includes('integer') || types.includes('number')) common.push(badNumberTexts);
  if (types.includes('array')) {
    common.push(
      fc
        .tuple(
          fc.constantFrom((flat.maxItems ?? 1_000) + 1, 20_000),
          fc.constantFrom<unknown>(1, 'x', null, {}),
        )
        .map(([length, item]) => Array.from({ length }, () => item)),
    );
  }
  return fc.oneof(...common);
}

/** A place in an input: where it is, and what the document says it holds. */
interface Location {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every value in an input and the schema that describes it (anyOf resolved to the branch the value fits). */
function locations(value: unknown, schema: JsonSchema, path: (string | number)[], into: Location[]) {
  const flat = flatten(schema);
  const branch =
    (flat.anyOf ?? flat.oneOf)?.find((choice) => {
      const types = typesOf(flatten(choice));
      return types.length === 0 || types.some((type) => fitsType(value, type));
    }) ?? flat;
  into.push({ path, schema: branch });
  const resolved = flatten(branch);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      locations(item, resolved.items ?? {}, [...path, index], into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, property] of Object.entries(resolved.properties ?? {})) {
      locations((value as Record<string, unknown>)[key], property, [...path, key], into);
    }
  }
}

function fitsType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  if (type === 'array') return Array.isArray(value);
  if (type === 'object') return value !== null && typeof value === 'object' && !Array.isArray(value);
  return typeof value === type;
}

function setAt(root: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let parent: Record<string | number, unknown> = root;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (next === null || typeof next !== 'object') return;
    parent = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else {
    parent[last] = value;
  }
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    root,
  );
}

/** A date range the wrong way round: the end a half year before the start. */
const DATE_PAIRS = [
  ['startDate', 'endDate'],
  ['start_date', 'end_date'],
  ['from', 'to'],
] as const;

/** Changes made to an object as a whole: keys nobody asked for, prototype keys, reversed dates. */
function objectJunk(
  target: Record<string, unknown>,
): fc.Arbitrary<(object: Record<string, unknown>) => void> {
  const pairs = DATE_PAIRS.filter(([start, end]) => start in target || end in target);
  return fc.oneof(
    fc
      .tuple(unknownKeys, fc.constantFrom<unknown>('approved', 1, 2, 999_999, true, ['admin'], null))
      .map(([key, value]) => (object: Record<string, unknown>) => {
        object[key] = value;
      }),
    fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((key) => (object: Record<string, unknown>) => {
        Object.defineProperty(object, key, {
          value: key === 'constructor' ? { prototype: { admin: true } } : { admin: true, status: 'approved' },
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }),
    ...(pairs.length > 0
      ? [
          fc.constantFrom(...pairs).map(([start, end]) => (object: Record<string, unknown>) => {
            object[start] = '2026-06-30';
            object[end] = '2026-01-01';
          }),
        ]
      : []),
  );
}

/** The input schema of an operation as one object schema: params, query, body. */
function inputSchema(operation: Operation): {
  params: JsonSchema;
  query: JsonSchema;
  body: JsonSchema | undefined;
} {
  const group = (where: 'path' | 'query'): JsonSchema => {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === where);
    return {
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  };
  return {
    params: group('path'),
    query: group('query'),
    body: operation.requestBody?.content['application/json']?.schema,
  };
}

/** Whether an operation has anything to fuzz: parameters or a body. */
export function takesInput(operation: Operation): boolean {
  return (operation.parameters ?? []).length > 0 || operation.requestBody !== undefined;
}

const clone = <T>(value: T): T => structuredClone(value);

/** Requests that break the whole body: not JSON, not JSON's media type, too big, empty, the wrong shape. */
const requestJunk: fc.Arbitrary<(input: FuzzInput) => void> = fc.oneof(
  fc
    .constantFrom('{"a":', '{a:1}', "{'a':1}", 'undefined', '[1,]', '{"a":1}}', '\u0000', '\uFEFF{}', 'NaN')
    .map((payload) => (input: FuzzInput) => {
      input.raw = { payload, contentType: 'application/json' };
    }),
  fc
    .constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-7',
      'application/jsonx',
    )
    .map((contentType) => (input: FuzzInput) => {
      input.raw = { payload: JSON.stringify(input.body ?? {}), contentType };
    }),
  fc.constantFrom(1_100_000, 20_000_000).map((size) => (input: FuzzInput) => {
    input.raw = { payload: JSON.stringify({ padding: 'x'.repeat(size) }), contentType: 'application/json' };
  }),
  fc.constant((input: FuzzInput) => {
    input.raw = { payload: '', contentType: 'application/json' };
  }),
  fc.constantFrom<unknown>([], [{}], 'text', 42, true, null).map((body) => (input: FuzzInput) => {
    input.body = body;
    input.raw = { payload: JSON.stringify(body), contentType: 'application/json' };
  }),
  fc.constantFrom(5_000, 100_000).map((depth) => (input: FuzzInput) => {
    input.raw = { payload: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' };
  }),
);

/**
 * Inputs for one operation: a valid-looking input from its schemas with one to three parts broken (a field
 * replaced by junk, an object given keys it does not take, a date range reversed), or the whole body broken.
 */
export function brokenInputs(operation: Operation, options: GeneratorOptions): fc.Arbitrary<FuzzInput> {
  const schemas = inputSchema(operation);
  const valid = fc.record({
    params: validValue(schemas.params, options) as fc.Arbitrary<Record<string, unknown>>,
    query: validValue(schemas.query, options) as fc.Arbitrary<Record<string, unknown>>,
    body: schemas.body ? validValue(schemas.body, options) : fc.constant(undefined),
  });
  const combined: JsonSchema = {
    type: 'object',
    properties: {
      params: schemas.params,
      query: schemas.query,
      ...(schemas.body ? { body: schemas.body } : {}),
    },
  };
  return valid.chain((input) => {
    const places: Location[] = [];
    locations(input, combined, [], places);
    // Every field, and the body as a whole (path and query strings are only ever objects of fields).
    const fields = places.filter((place) => place.path.length > 1 || place.path[0] === 'body');
    const objects = places.filter((place) => {
      const value = getAt(input, place.path);
      return place.path[0] === 'body' && value !== null && typeof value === 'object' && !Array.isArray(value);
    });
    const fieldChange = fc
      .constantFrom(...fields)
      .chain((place) =>
        junkFor(place.schema).map((junk) => (target: FuzzInput) => setAt(target as never, place.path, junk)),
      );
    const objectChange =
      objects.length > 0
        ? fc.constantFrom(...objects).chain((place) =>
            objectJunk(getAt(input, place.path) as Record<string, unknown>).map(
              (change) => (target: FuzzInput) => {
                const object = getAt(target, place.path);
                if (object !== null && typeof object === 'object') change(object as Record<string, unknown>);
              },
            ),
          )
        : fieldChange;
    const partChanges = fc.array(
      fc.oneof({ weight: 3, arbitrary: fieldChange }, { weight: 1, arbitrary: objectChange }),
      {
        minLength: 1,
        maxLength: 3,
      },
    );
    const changes = schemas.body
      ? fc.oneof(
          { weight: 4, arbitrary: partChanges },
          { weight: 1, arbitrary: requestJunk.map((change) => [change]) },
        )
      : partChanges;
    return changes.map((list) => {
      const broken = clone(input);
      for (const change of list) change(broken);
      return broken;
    });
  });
}
