/**
 * What /rest/v1 exposes: exactly the tables, columns and operations §7 lists, nothing
 * else. Every identifier that reaches SQL text comes from here; the request only chooses
 * among them. Row-level security in the database still decides which rows a visitor sees.
 */
export type RestOperation = 'select' | 'insert' | 'update';

export interface RestTable {
  readonly name: string;
  readonly primaryKey: readonly string[];
  /** Columns a select returns for `*`, and the only ones a filter or an order may name. */
  readonly readable: readonly string[];
  /** Columns an insert body may carry (absent: no inserts). */
  readonly insertable?: readonly string[];
  /** Columns an update body may carry (absent: no updates). */
  readonly updatable?: readonly string[];
  /** Conflict targets an insert may upsert on (absent: no upserts). */
  readonly upsertOn?: readonly (readonly string[])[];
  /** Columns compared case-insensitively (emails are matched lower-cased, §7). */
  readonly caseInsensitive?: readonly string[];
  /** A select must carry an `eq` filter on one of these: such rows are read one at a time. */
  readonly selectRequiresEqOn?: readonly string[];
  /** Whether a select is allowed at all. */
  readonly selectable: boolean;
}

const sessionColumns = [
  'id',
  'session_token',
  'profile_id',
  'started_at',
  'last_activity',
  'ended_at',
  'entry_page',
  'exit_page',
  'page_views',
  'extracted_insights',
  'total_messages',
  'is_active',
  'assistant_id',
  'model_variant',
  'stage',
  'thread_id',
  'chat_turns',
  'device_info',
  'helpful_count',
  'not_helpful_count',
  'metadata',
] as const;

const messageColumns = [
  'id',
  'session_id',
  'profile_id',
  'role',
  'content',
  'created_at',
  'was_helpful',
  'moon_reading_generated',
  'reading_url',
  'metadata',
] as const;

/** The session's identity (id, token, owner, start) is set by the server, never by a PATCH. */
const sessionUpdatable = sessionColumns.filter((c) => !['id', 'session_token', 'profile_id', 'started_at'].includes(c));

export const restTables: Readonly<Record<string, RestTable>> = {
  // Reads and updates; created only through rpc/upsert_luna_session.
  luna_chat_sessions: {
    name: 'luna_chat_sessions',
    primaryKey: ['id'],
    selectable: true,
    readable: sessionColumns,
    updatable: sessionUpdatable,
  },
  // Inserts, reads (ordered by created_at) and updates. Which profile_id a message may name is
  // row-level security's call (none, the caller's, or its session's).
  luna_chat_messages: {
    name: 'luna_chat_messages',
    primaryKey: ['id'],
    selectable: true,
    readable: messageColumns,
    insertable: messageColumns,
    updatable: ['content', 'was_helpful', 'moon_reading_generated', 'reading_url', 'metadata'],
    // A retried save of a message with a client-made id must not duplicate it; a merge
    // rewrites only the updatable columns, never the session or the role.
    upsertOn: [['id']],
  },
  // Read by id or by lower-cased email, one at a time: never listable.
  profiles: {
    name: 'profiles',
    primaryKey: ['id'],
    selectable: true,
    readable: ['id', 'email', 'full_name', 'birth_date', 'birth_time', 'birth_city', 'moon_sign', 'moon_phase', 'sun_sign'],
    caseInsensitive: ['email'],
    selectRequiresEqOn: ['id', 'email'],
  },
  // report_type where payment_status is completed.
  orders: {
    name: 'orders',
    primaryKey: ['id'],
    selectable: true,
    readable: ['id', 'profile_id', 'report_type', 'payment_status', 'created_at'],
  },
  // Insert only.
  page_visits: {
    name: 'page_visits',
    primaryKey: ['id'],
    selectable: false,
    readable: [],
    insertable: ['profile_id', 'page_url', 'user_agent'],
  },
  // Polled for the pending profile ids and checkout session ids.
  report_deliveries: {
    name: 'report_deliveries',
    primaryKey: ['id'],
    selectable: true,
    readable: ['profile_id', 'report_type', 'generation_status', 'report_url', 'error_message', 'checkout_session_id'],
  },
};

export interface RestFunctionParam {
  readonly name: string;
  readonly type: 'text' | 'jsonb';
}

export interface RestFunction {
  readonly name: string;
  readonly params: readonly RestFunctionParam[];
  /** The table whose updatable columns a jsonb attributes parameter may carry. */
  readonly attributesOf?: { readonly param: string; readonly table: string };
  /** The parameter that must equal the caller's chat session token. */
  readonly sessionTokenParam?: string;
}

export const restFunctions: Readonly<Record<string, RestFunction>> = {
  upsert_luna_session: {
    name: 'upsert_luna_session',
    params: [
      { name: 'p_session_token', type: 'text' },
      { name: 'p_attributes', type: 'jsonb' },
    ],
    attributesOf: { param: 'p_attributes', table: 'luna_chat_sessions' },
    sessionTokenParam: 'p_session_token',
  },
};

const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

export const findRestTable = (name: string): RestTable | undefined => (hasOwn(restTables, name) ? restTables[name] : undefined);

export const findRestFunction = (name: string): RestFunction | undefined =>
  hasOwn(restFunctions, name) ? restFunctions[name] : undefined;

/** The HTTP methods a table answers, for the `Allow` header of a 405. */
export const allowedMethods = (table: RestTable): string[] => [
  ...(table.selectable ? ['GET', 'HEAD'] : []),
  ...(table.insertable ? ['POST'] : []),
  ...(table.updatable ? ['PATCH'] : []),
];

/** Every identifier that may ever appear in generated SQL: tables, columns, functions. */
export const allWhitelistedIdentifiers = (): Set<string> => {
  const names = new Set<string>();
  for (const table of Object.values(restTables)) {
    names.add(table.name);
    for (const list of [table.readable, table.insertable ?? [], table.updatable ?? [], table.primaryKey, ...(table.upsertOn ?? [])])
      for (const column of list) names.add(column);
  }
  for (const fn of Object.values(restFunctions)) {
    names.add(fn.name);
    for (const param of fn.params) names.add(param.name);
  }
  return names;
};
