import fc from 'fast-check';

/**
 * Junk requests for every operation of an OpenAPI 3.1 document, read from the document itself
 * (so a new function is fuzzed without a line here). Every request a body-taking operation gets
 * is invalid on purpose: its body is not JSON, not an object, too large, not declared as JSON, or
 * an object with at least one declared property missing, of the wrong type or out of its bounds,
 * or carrying what the edge refuses in any body (U+0000, nesting past 32 levels). A valid request
 * may write; junk never may.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiLike {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One operation as the fuzzer needs it: where it is, what it reads. */
export interface FuzzOperation {
  method: 'GET' | 'POST';
  /** The full path, server prefix included: /functions/v1/save-profile. */
  path: string;
  operationId: string;
  /** The JSON body's schema ($refs resolved) and whether the document requires a body; null when it takes none. */
  body: { schema: JsonSchema; required: boolean } | null;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  headers: { name: string; required: boolean; schema: JsonSchema }[];
}

const resolver = (document: OpenApiLike) => {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema || depth > 20) return {};
    const ref = schema.$ref;
    if (ref === undefined) {
      const out: JsonSchema = { ...schema };
      if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]));
      if (schema.items) out.items = resolve(schema.items, depth + 1);
      for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
        const list = schema[key];
        if (list) out[key] = list.map((item) => resolve(item, depth + 1));
      }
      return out;
    }
    const name = ref.replace('#/components/schemas/', '');
    const { $ref: _ignored, ...rest } = schema;
    return { ...resolve(document.components?.schemas?.[name], depth + 1), ...rest };
  };
  return resolve;
};

/** Every GET and POST of the document, in its order. */
export const operationsOf = (document: OpenApiLike): FuzzOperation[] => {
  const resolve = resolver(document);
  const prefix = document.servers?.[0]?.url ?? '';
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        name: parameter.name,
        required: parameter.required === true,
        schema: resolve(parameter.schema),
      }));
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method === 'get' ? 'GET' : 'POST',
        path: `${prefix}${path}`,
        operationId: operation.operationId ?? `${method} ${path}`,
        body: jsonSchema ? { schema: resolve(jsonSchema), required: operation.requestBody?.required === true } : null,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        headers: parameters.filter((parameter) => parameter.in === 'header'),
      });
    }
  }
  return operations;
};

// ---------------------------------------------------------------- JSON text the fuzzer writes

/** JSON text put in as it is: numbers JSON can spell but JavaScript cannot keep (1e309, -0), or deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as a list of entries, so `__proto__` is an ordinary key and keys may repeat. */
export class JunkObject {
  constructor(readonly entries: readonly (readonly [string, Junk])[]) {}
}

export type Junk = null | boolean | number | string | RawJson | JunkObject | readonly Junk[];

export const jsonText = (value: Junk): string => {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JunkObject) return `{${value.entries.map(([key, entry]) => `${JSON.stringify(key)}:${jsonText(entry)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map((entry: Junk) => jsonText(entry)).join(',')}]`;
  // JSON.stringify writes a lone surrogate as its \u escape, so the server reads one back.
  return JSON.stringify(value);
};

// ---------------------------------------------------------------- junk values

const ODD_TEXT = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\u202e',
  '\u200f',
  '\u200d',
  '\u200b',
  '\ufeff',
  '\uffff',
  '\u2028',
  '\u0085',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '🌕',
  '🏳️‍🌈',
  'ﷺ',
  'ح',
  '%00',
  '%s%n',
  '${constructor}',
  '{{7*7}}',
  "' or 1=1 --",
  '"; drop table profiles; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  ' ',
  '',
] as const;

const oddChunk = fc.constantFrom(...ODD_TEXT);

/** Text nobody types: control characters, lone surrogates, bidi marks, joiners, emoji, injection-shaped strings. */
export const oddStringArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.oneof(oddChunk, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 15_000).map((n) => `🌑${'\u200d🌕'.repeat(n)}`) },
);

/** Numbers at the edges, some only JSON text can carry: 1e309 reads as Infinity, -0 as minus zero. */
export const oddNumberArb: fc.Arbitrary<Junk> = fc.oneof(
  fc.constantFrom<Junk>(
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('-0'),
    new RawJson('1e-400'),
    new RawJson('123456789012345678901234567890'),
    2 ** 53 + 2,
    -(2 ** 31),
    0.1,
    -1,
    0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Keys that reach Object.prototype when code merges objects carelessly. */
export const pollutingEntriesArb: fc.Arbitrary<(readonly [string, Junk])[]> = fc.subarray(
  [
    ['__proto__', new JunkObject([['polluted', 'yes'], ['isAdmin', true]])],
    ['constructor', new JunkObject([['prototype', new JunkObject([['polluted', 'yes']])]])],
    ['prototype', new JunkObject([['polluted', 'yes']])],
    ['toString', 'polluted'],
    ['hasOwnProperty', 'polluted'],
    ['valueOf', 1],
  ] as const,
  { minLength: 1 },
);

/** An array or object nested `depth` deep (about 2 bytes a level, under the 64 kB body limit). */
export const deepNesting = (depth: number, kind: 'array' | 'object'): RawJson =>
  kind === 'array' ? new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`) : new RawJson(`${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`);

const deepArb: fc.Arbitrary<Junk> = fc.constantFrom(deepNesting(10_000, 'array'), deepNesting(2_000, 'object'), deepNesting(200, 'array'));

const keyArb = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, 'polluted'), oddStringArb.filter((key) => key.length < 200));

/** Any JSON value at all, junk inside. */
export const junkAnyArb: fc.Arbitrary<Junk> = fc.letrec<{ value: Junk }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    oddNumberArb,
    oddStringArb,
    deepArb,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(keyArb, tie('value')), { maxLength: 3 }).map((entries) => new JunkObject(entries)),
  ),
})).value;

// ---------------------------------------------------------------- values from a schema

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';
const ALL_TYPES: readonly JsonType[] = ['string', 'integer', 'number', 'boolean', 'null', 'object', 'array'];

const typeOfValue = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : (typeof value as JsonType);

/** The JSON types a schema lets through; null when it says nothing (anything goes). */
export const allowedTypes = (schema: JsonSchema): Set<JsonType> | null => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const union = new Set<JsonType>();
    for (const branch of branches) {
      const types = allowedTypes(branch);
      if (types === null) return null;
      for (const type of types) union.add(type);
    }
    return union;
  }
  let types: Set<JsonType> | null = null;
  if (schema.type !== undefined) types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  else if (schema.enum) types = new Set(schema.enum.map(typeOfValue));
  else if (schema.const !== undefined) types = new Set([typeOfValue(schema.const)]);
  else if (schema.properties) types = new Set(['object']);
  if (types?.has('number')) types.add('integer');
  return types;
};

const wrongTypeValue: Record<JsonType, fc.Arbitrary<Junk>> = {
  string: oddStringArb,
  integer: fc.oneof(fc.integer(), fc.constant(new RawJson('123456789012345678901234567890'))),
  number: fc.constantFrom<Junk>(0.5, -1.25, new RawJson('1e309'), new RawJson('-1e309'), 3.141592653589793),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.oneof(pollutingEntriesArb.map((entries) => new JunkObject(entries)), fc.constant(deepNesting(2_000, 'object'))),
  array: fc.oneof(fc.array(junkAnyArb, { maxLength: 3 }), fc.constant(deepNesting(10_000, 'array'))),
};

/**
 * A value of the schema's own type but junk inside (odd text, edge numbers, extra and
 * prototype keys): the other fields of a body whose one broken field makes it invalid.
 */
export const typedJunkArb = (schema: JsonSchema, depth = 0): fc.Arbitrary<Junk> => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => typedJunkArb(branch, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as Junk[]));
  const types = allowedTypes(schema);
  if (types === null || depth > 4) return junkAnyArb;
  const choices = [...types].map((type): fc.Arbitrary<Junk> => {
    switch (type) {
      case 'string':
        return oddStringArb;
      case 'integer':
        return fc.oneof(fc.integer(), fc.constantFrom<Junk>(new RawJson('-0'), 2 ** 53 + 2));
      case 'number':
        return oddNumberArb;
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(schema.items ? typedJunkArb(schema.items, depth + 1) : junkAnyArb, { maxLength: 3 });
      case 'object':
        return objectJunkArb(schema, depth);
    }
  });
  return fc.oneof(...choices);
};

const objectJunkArb = (schema: JsonSchema, depth: number, leaveOut?: string, replace?: readonly [string, fc.Arbitrary<Junk>]): fc.Arbitrary<Junk> => {
  const properties = Object.entries(schema.properties ?? {}).filter(([key]) => key !== leaveOut);
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([key, propertySchema]) => {
    const valueArb = replace?.[0] === key ? replace[1] : typedJunkArb(propertySchema, depth + 1);
    const entry = valueArb.map((value) => [key, value] as const);
    // Required and replaced fields are always there; optional ones come and go.
    return required.has(key) || replace?.[0] === key ? entry.map((value) => [value]) : fc.option(entry, { nil: undefined }).map((value) => (value ? [value] : []));
  });
  const extras = fc.option(fc.oneof(pollutingEntriesArb, fc.array(fc.tuple(keyArb, junkAnyArb), { maxLength: 2 })), { nil: [] as (readonly [string, Junk])[] });
  return fc.tuple(fc.tuple(...fields), extras).map(([present, extra]) => new JunkObject([...present.flat(), ...extra]));
};

const codeUnits = (length: number): string => 'ab\u202ecd\u200d🌕'.repeat(Math.ceil(length / 7) + 1).slice(0, length);

/** Strings that break a string schema's own bounds, pattern, enum or format (never the empty answer). */
const brokenStrings = (schema: JsonSchema): fc.Arbitrary<Junk>[] => {
  const out: fc.Arbitrary<Junk>[] = [];
  if (schema.maxLength !== undefined) out.push(fc.integer({ min: 1, max: 40 }).map((extra) => codeUnits((schema.maxLength ?? 0) + extra)));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push(fc.constant(codeUnits(schema.minLength - 1)));
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern);
    out.push(oddStringArb.filter((text) => !pattern.test(text)));
  }
  if (schema.enum) {
    const allowed = new Set(schema.enum);
    out.push(oddStringArb.filter((text) => !allowed.has(text)));
  }
  // Whitespace and an emoji in the middle: no date, uuid, email or date-time has them.
  if (schema.format !== undefined) out.push(oddStringArb.map((text) => `not a ${schema.format} 🌕 ${text}`));
  return out;
};

const brokenNumbers = (schema: JsonSchema): fc.Arbitrary<Junk>[] => {
  const out: fc.Arbitrary<Junk>[] = [];
  if (schema.minimum !== undefined) out.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 1e9));
  if (schema.maximum !== undefined) out.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 1e9 + 1));
  if (schema.exclusiveMinimum !== undefined) {
    const edge = schema.exclusiveMinimum;
    out.push(fc.constantFrom<Junk>(edge, edge - 1, ...(edge === 0 ? [new RawJson('-0')] : [])));
  }
  if (schema.exclusiveMaximum !== undefined) out.push(fc.constantFrom(schema.exclusiveMaximum, schema.exclusiveMaximum + 1));
  return out;
};

/**
 * Values the schema refuses, or null when it refuses nothing a fuzzer can name (an object with
 * no declared properties, a schema without a type). Wrong JSON types first; then its bounds.
 */
export const brokenValueArb = (schema: JsonSchema, depth = 0): fc.Arbitrary<Junk> | null => {
  const types = allowedTypes(schema);
  if (types === null) return null;
  const choices: fc.Arbitrary<Junk>[] = ALL_TYPES.filter((type) => !types.has(type)).map((type) => wrongTypeValue[type]);
  const plain = !schema.anyOf && !schema.oneOf;
  if (plain && types.has('string')) choices.push(...brokenStrings(schema));
  if (plain && types.has('integer')) choices.push(...brokenNumbers(schema));
  if (plain && types.has('integer') && !types.has('number')) choices.push(fc.constantFrom<Junk>(1.5, new RawJson('1e309')));
  if (plain && types.has('array')) {
    if (schema.minItems !== undefined && schema.minItems > 0) choices.push(fc.constant([]));
    if (schema.maxItems !== undefined) choices.push(fc.constant(Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => null)));
    const brokenItem = schema.items ? brokenValueArb(schema.items, depth + 1) : null;
    if (brokenItem) choices.push(fc.array(brokenItem, { minLength: 1, maxLength: 2 }));
  }
  if (plain && types.has('object') && depth < 4) {
    const broken = brokenObjectArb(schema, depth);
    if (broken) choices.push(broken);
  }
  return choices.length === 0 ? null : fc.oneof(...choices);
};

/** An object of the schema's shape with one declared property left out (when required) or broken. */
export const brokenObjectArb = (schema: JsonSchema, depth = 0): fc.Arbitrary<Junk> | null => {
  const choices: fc.Arbitrary<Junk>[] = [];
  for (const name of schema.required ?? []) choices.push(objectJunkArb(schema, depth, name));
  for (const [name, propertySchema] of Object.entries(schema.properties ?? {})) {
    const broken = brokenValueArb(propertySchema, depth + 1);
    if (broken) choices.push(objectJunkArb(schema, depth, undefined, [name, broken]));
  }
  return choices.length === 0 ? null : fc.oneof(...choices);
};

// ---------------------------------------------------------------- whole requests

/** One junk request: what goes on the wire, and a short label of what was broken, for the failure list. */
export interface JunkRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Raw query string, already percent-encoded (ASCII only). */
  query: string;
  headers: Record<string, string>;
  body: Buffer | null;
  label: string;
}

/** Every byte of the text percent-encoded, so a lone surrogate goes as U+FFFD and nothing throws. */
const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/** A header value Node will send: the text's UTF-8 bytes as Latin-1, without control characters. */
export const headerSafe = (text: string): string =>
  Buffer.from(text, 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
    .slice(0, 4000);

const RAW_QUERY_JUNK = ['%', '%E0%A4%A', '%ED%A0%80', '%00', '%C0%AF', '&&&=&', '=', '__proto__[polluted]=yes', '__proto__=x', 'constructor[prototype][polluted]=yes', 'toString=1', 'hasOwnProperty=1', 'a[b][c][d]=1', 'a[]=1&a[]=2'];

const queryValueArb = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: oddStringArb.map(percentEncode) },
    { weight: 2, arbitrary: fc.constantFrom('', 'abc', '-0', '1e309', 'NaN', 'Infinity', '0x1F', '%207%20', '-1', '0', '1.5', '99999999999999999999', 'null', 'undefined', 'true', '[]', '{}', '%ED%A0%80', '%00') },
    { weight: 1, arbitrary: fc.constantFrom(8_000, 20_000).map((n) => 'x'.repeat(n)) },
    { weight: 1, arbitrary: typedJunkArb(schema).map((value) => percentEncode(jsonText(value).slice(0, 2_000))) },
  );

const queryArb = (operation: FuzzOperation): fc.Arbitrary<string> => {
  const declared = operation.query.map((parameter) =>
    fc.oneof(
      fc.constant([] as string[]),
      queryValueArb(parameter.schema).map((value) => [`${parameter.name}=${value}`]),
      // Said twice: a parser may hand the handler an array.
      fc.tuple(queryValueArb(parameter.schema), queryValueArb(parameter.schema)).map(([a, b]) => [`${parameter.name}=${a}`, `${parameter.name}=${b}`]),
    ),
  );
  const extra = fc.subarray(RAW_QUERY_JUNK, { maxLength: 3 });
  return fc.tuple(fc.tuple(...declared), extra).map(([parts, junk]) => [...parts.flat(), ...junk].join('&'));
};

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json', 'APPLICATION/JSON'];
const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=moon',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=koi8-r',
  'application/jsonx',
  'application',
  '*/*',
  ';;;',
];
const NOT_JSON = ['{', '}', '{"a":}', '{"a":1,}', "{'a':1}", 'NaN', 'undefined', '{"a":1}{"b":2}', '["unterminated', '\u0000', '{"a":"\\ud800', '\ufeff\ufeff{}', '{"__proto__":', 'null null', '<xml/>', '-'];

interface BodyChoice {
  body: Buffer | null;
  contentType: string | null;
  label: string;
}

const json = (value: Junk, contentType: string, label: string): BodyChoice => ({ body: Buffer.from(jsonText(value), 'utf8'), contentType, label });

/**
 * An object of the schema's shape, fields otherwise well typed, with U+0000 in a declared string
 * field or nesting past 32 levels in a declared object or array field: the edge refuses both
 * (PostgreSQL stores no U+0000, and deep JSON overflows the stack of the code that stores it).
 */
const unstorableObjectArb = (schema: JsonSchema): fc.Arbitrary<Junk> | null => {
  const choices: fc.Arbitrary<Junk>[] = [];
  for (const [name, propertySchema] of Object.entries(schema.properties ?? {})) {
    const types = allowedTypes(propertySchema);
    const values: Junk[] = [];
    if (types === null || types.has('string')) values.push('moon\u0000light', '\u0000');
    if (types === null || types.has('object')) values.push(deepNesting(40, 'object'), new JunkObject([['moon\u0000', 'light']]));
    if (types === null || types.has('array')) values.push(deepNesting(40, 'array'));
    if (values.length > 0) choices.push(objectJunkArb(schema, 0, undefined, [name, fc.constantFrom(...values)]));
  }
  return choices.length === 0 ? null : fc.oneof(...choices);
};

/** The body and its content type; for an operation that takes a body, always one it must refuse. */
const bodyArb = (operation: FuzzOperation): fc.Arbitrary<BodyChoice> => {
  if (operation.body === null) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<BodyChoice>({ body: null, contentType: null, label: 'no body' }) },
      { weight: 1, arbitrary: junkAnyArb.map((value) => json(value, 'application/json', 'junk body on a function that takes none')) },
    );
  }
  const { schema, required } = operation.body;
  // Unbreakable (no declared fields): junk objects, refused by what else the function checks (a signature).
  const objects = brokenObjectArb(schema) ?? typedJunkArb(schema);
  const nonObject = fc.oneof(oddStringArb, oddNumberArb, fc.boolean(), fc.constant(null), fc.array(junkAnyArb, { maxLength: 3 }), fc.constant(deepNesting(10_000, 'array')));
  const unstorable = unstorableObjectArb(schema);
  const choices: { weight: number; arbitrary: fc.Arbitrary<BodyChoice> }[] = [
    { weight: 8, arbitrary: fc.tuple(objects, fc.constantFrom(...JSON_TYPES)).map(([value, type]) => json(value, type, 'object with a field broken')) },
    ...(unstorable ? [{ weight: 2, arbitrary: unstorable.map((value) => json(value, 'application/json', 'U+0000 or nesting past 32 levels in a declared field')) }] : []),
    { weight: 2, arbitrary: nonObject.map((value) => json(value, 'application/json', 'not an object')) },
    { weight: 2, arbitrary: fc.constantFrom(...NOT_JSON).map((text) => ({ body: Buffer.from(text, 'utf8'), contentType: 'application/json', label: 'not JSON' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Buffer.from([0xff, 0xfe, 0x00]), Buffer.concat([Buffer.from('{"message":"'), Buffer.from([0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from('"}')])).map((bytes) => ({
        body: bytes,
        contentType: 'application/json',
        label: 'bytes that are not UTF-8',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(objects, fc.constantFrom(...WRONG_TYPES, null)).map(([value, type]) => ({ ...json(value, type ?? '', 'wrong content type'), contentType: type })),
    },
    { weight: 1, arbitrary: fc.constant(json(new JunkObject([['x', 'a'.repeat(1 << 20)]]), 'application/json', 'a 1 MB body')) },
  ];
  if (required) choices.push({ weight: 1, arbitrary: fc.constant<BodyChoice>({ body: null, contentType: 'application/json', label: 'no body' }) });
  return fc.oneof(...choices);
};

/** The public key and a bearer token, mostly right (so the function itself is reached), sometimes wrong. */
const authArb = (publicKey: string): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant({ apikey: publicKey, authorization: `Bearer ${publicKey}` }) },
    { weight: 1, arbitrary: fc.constant({ apikey: publicKey }) },
    { weight: 1, arbitrary: fc.constant({ authorization: `Bearer ${publicKey}` }) },
    { weight: 1, arbitrary: oddStringArb.map((key) => ({ apikey: headerSafe(key), authorization: `Bearer ${publicKey}` })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('Basic bW9vbjp3aXNl', 'Bearer', 'Bearer a b', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', `Bearer ${'a'.repeat(3_000)}`, 'bearer \u00ff\u00fe', `Bearer ${publicKey}x`)
        .map((authorization) => ({ apikey: publicKey, authorization })),
    },
  );

const declaredHeadersArb = (operation: FuzzOperation): fc.Arbitrary<Record<string, string>> => {
  const entries = operation.headers.map((parameter) =>
    fc.option(
      fc.oneof(
        oddStringArb.map(headerSafe),
        // Well-formed tokens no session or signature has.
        fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
        fc.constantFrom('t=1,v1=deadbeef', 't=abc,v1=', 'v1=' + 'f'.repeat(64)),
      ),
      { nil: undefined },
    ).map((value) => (value === undefined ? [] : [[parameter.name, value] as const])),
  );
  return fc.tuple(...entries).map((list) => Object.fromEntries(list.flat()));
};

const extraHeadersArb: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'bogus', 'identity, gzip').map((encoding) => ({ 'content-encoding': encoding })) },
  { weight: 1, arbitrary: oddStringArb.map((text) => ({ 'x-forwarded-for': headerSafe(text), accept: headerSafe(text), 'accept-language': headerSafe(text) })) },
  { weight: 1, arbitrary: fc.constant({ origin: 'https://evil.example', 'x-http-method-override': 'DELETE', 'x-request-id': '\u00ff'.repeat(500) }) },
);

/** Junk requests for one operation, as the document describes it. */
export const junkRequestArb = (operation: FuzzOperation, publicKey: string): fc.Arbitrary<JunkRequest> =>
  fc.record({ auth: authArb(publicKey), declared: declaredHeadersArb(operation), extra: extraHeadersArb, query: queryArb(operation), body: bodyArb(operation) }).map(({ auth, declared, extra, query, body }) => ({
    method: operation.method,
    path: operation.path,
    query,
    headers: { ...extra, ...declared, ...auth, ...(body.contentType === null ? {} : { 'content-type': body.contentType }) },
    body: body.body,
    label: body.label,
  }));

/**
 * Junk bodies in a clean envelope: the right key, the declared headers, no odd headers or query.
 * The envelope's own junk is refused by the gateway before the function; these make sure every
 * operation's own checks meet junk in each run, whatever the sampled envelopes happened to be.
 */
export const cleanEnvelopeRequestArb = (operation: FuzzOperation, publicKey: string): fc.Arbitrary<JunkRequest> =>
  fc.record({ declared: declaredHeadersArb(operation), body: bodyArb(operation) }).map(({ declared, body }) => ({
    method: operation.method,
    path: operation.path,
    query: '',
    headers: { ...declared, apikey: publicKey, authorization: `Bearer ${publicKey}`, ...(body.contentType === null ? {} : { 'content-type': body.contentType }) },
    body: body.body,
    label: `${body.label}, in a clean envelope`,
  }));
