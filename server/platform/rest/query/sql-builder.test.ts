import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RestPlan, RestRequest } from './rest-plan';
import { planRestRequest } from './rest-plan';
import { buildSql, quoteIdentifier } from './sql-builder';
import { allWhitelistedIdentifiers, restTables } from './rest-whitelist';

const caller = { sessionToken: 'token-a', authenticated: false };

const planOf = (req: RestRequest): RestPlan => {
  const outcome = planRestRequest(req, caller);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return outcome.value;
};

const get = (path: string, query: [string, string][]): RestRequest => ({ method: 'GET', path, query, headers: {} });

/** Every SQL text the plan produces, count statement included. */
const textsOf = (plan: RestPlan): string[] => {
  const program = buildSql(plan);
  return [...program.statements.map((s) => s.text), ...(program.count ? [program.count.text] : [])];
};

const hostileValueArb = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    "'; DROP TABLE profiles; --",
    '1) OR (1=1',
    '"; DELETE FROM orders; --',
    "x' OR 'a'='a",
    '$1',
    '\\',
    'Zoë 🌙 ’',
    '/* */ UNION SELECT * FROM profile_tokens',
  ),
);

const operatorArb = fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'not.eq', 'not.gt');

describe('the SQL it writes', () => {
  it('selects quoted, qualified columns with $n placeholders for every value', () => {
    const plan = planOf(get('/luna_chat_messages', [['select', 'id,content'], ['session_id', 'eq.s1'], ['role', 'in.(user,assistant)'], ['order', 'created_at.asc.nullslast'], ['limit', '24']]));
    const [statement] = buildSql(plan).statements;
    expect(statement?.text).toBe(
      `SELECT coalesce(json_agg(_r), '[]')::text AS body, count(*)::int AS row_count FROM (` +
        `SELECT "luna_chat_messages"."id", "luna_chat_messages"."content" FROM "luna_chat_messages" ` +
        `WHERE "luna_chat_messages"."session_id" = $1 AND "luna_chat_messages"."role" IN ($2, $3) ` +
        `ORDER BY "luna_chat_messages"."created_at" ASC NULLS LAST LIMIT $4 OFFSET $5) AS _r`,
    );
    expect(statement?.params).toEqual(['s1', 'user', 'assistant', 24, 0]);
  });

  it('compares emails lower-cased on both sides', () => {
    const [statement] = buildSql(planOf(get('/profiles', [['email', 'eq.Ana@Example.COM']]))).statements;
    expect(statement?.text).toContain('lower("profiles"."email") = lower($1)');
    expect(statement?.params[0]).toBe('Ana@Example.COM');
  });

  it('writes is. and not. without any parameter', () => {
    const [statement] = buildSql(planOf(get('/report_deliveries', [['report_url', 'not.is.null'], ['checkout_session_id', 'in.()']]))).statements;
    expect(statement?.text).toContain('WHERE NOT ("report_deliveries"."report_url" IS NULL) AND false');
  });

  it('counts with the same filters when count=exact is preferred', () => {
    const plan = planOf({ ...get('/orders', [['payment_status', 'eq.completed']]), headers: { prefer: 'count=exact' } });
    expect(buildSql(plan).count).toEqual({
      text: 'SELECT count(*)::int AS total FROM "orders" WHERE "orders"."payment_status" = $1',
      params: ['completed'],
    });
  });

  it('inserts rows from one JSON parameter and returns them when asked', () => {
    const body = { session_id: 's', role: 'user', content: "it's; --" };
    const plan = planOf({ method: 'POST', path: '/luna_chat_messages', query: [['select', 'id']], headers: { prefer: 'return=representation' }, body });
    const [statement] = buildSql(plan).statements;
    expect(statement?.text).toBe(
      `WITH _m AS (INSERT INTO "luna_chat_messages" ("session_id", "role", "content") SELECT _p."session_id", _p."role", _p."content" ` +
        `FROM json_populate_recordset(NULL::"luna_chat_messages", $1::json) AS _p WHERE true RETURNING "luna_chat_messages"."id") ` +
        `SELECT coalesce(json_agg(_m), '[]')::text AS body, count(*)::int AS row_count FROM _m`,
    );
    expect(statement?.params).toEqual([JSON.stringify([body])]);
  });

  it('upserts on the conflict column, overwriting only the updatable columns it writes', () => {
    const plan = planOf({
      method: 'POST',
      path: '/luna_chat_messages',
      query: [['on_conflict', 'id']],
      headers: { prefer: 'resolution=merge-duplicates' },
      body: { id: 'm1', session_id: 's', content: 'x', metadata: {} },
    });
    const [statement] = buildSql(plan).statements;
    expect(statement?.text).toContain('ON CONFLICT ("id") DO UPDATE SET "content" = EXCLUDED."content", "metadata" = EXCLUDED."metadata"');
    expect(statement?.text.endsWith('EXCLUDED."metadata"')).toBe(true);
    expect(buildSql(plan).returnsRows).toBe(false);
  });

  it('updates from one JSON parameter with the filters after it', () => {
    const plan = planOf({ method: 'PATCH', path: '/luna_chat_sessions', query: [['session_token', 'eq.t']], headers: {}, body: { stage: 'x' } });
    expect(buildSql(plan).statements[0]).toEqual({
      text: 'UPDATE "luna_chat_sessions" SET "stage" = _p."stage" FROM json_populate_record(NULL::"luna_chat_sessions", $1::json) AS _p WHERE "luna_chat_sessions"."session_token" = $2',
      params: ['{"stage":"x"}', 't'],
    });
  });

  it('calls a function with named, typed arguments', () => {
    const plan = planOf({ method: 'POST', path: '/rpc/upsert_luna_session', query: [], headers: {}, body: { p_session_token: 'token-a', p_attributes: { stage: 's' } } });
    expect(buildSql(plan).statements[0]).toEqual({
      text: 'SELECT to_json(_f)::text AS body, 1 AS row_count FROM "upsert_luna_session"("p_session_token" => $1::text, "p_attributes" => $2::jsonb) AS _f',
      params: ['token-a', '{"stage":"s"}'],
    });
  });

  it('refuses to quote a name that is not whitelisted', () => {
    expect(() => quoteIdentifier('profile_tokens')).toThrow(/whitelisted/);
  });
});

describe('laws', () => {
  const identifiers = allWhitelistedIdentifiers();
  const tableWithFilterArb = fc.constantFrom(
    ...Object.values(restTables)
      .filter((table) => table.selectable)
      .flatMap((table) => table.readable.map((column) => ({ table: table.name, column, required: table.selectRequiresEqOn?.[0] }))),
  );

  const selectWith = (target: { table: string; column: string; required: string | undefined }, filter: string): RestRequest =>
    get(`/${target.table}`, [
      [target.column, filter],
      ...(target.required ? ([[target.required, 'eq.k']] as [string, string][]) : []),
    ]);

  it('the SQL text never depends on filter values', () => {
    fc.assert(
      fc.property(tableWithFilterArb, operatorArb, hostileValueArb, hostileValueArb, (target, op, first, second) => {
        const a = buildSql(planOf(selectWith(target, `${op}.${first}`)));
        const b = buildSql(planOf(selectWith(target, `${op}.${second}`)));
        expect(a.statements.map((s) => s.text)).toEqual(b.statements.map((s) => s.text));
      }),
    );
  });

  it('every filter value travels verbatim as a parameter', () => {
    fc.assert(
      fc.property(tableWithFilterArb, operatorArb, hostileValueArb, (target, op, value) => {
        const [statement] = buildSql(planOf(selectWith(target, `${op}.${value}`))).statements;
        expect(statement?.params).toContain(value);
      }),
    );
  });

  it('in. lists of any values only ever add placeholders', () => {
    fc.assert(
      fc.property(fc.array(hostileValueArb, { minLength: 1, maxLength: 5 }), (values) => {
        const list = values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',');
        const [statement] = buildSql(planOf(get('/report_deliveries', [['checkout_session_id', `in.(${list})`]]))).statements;
        expect(statement?.params.slice(0, values.length)).toEqual(values);
        expect(statement?.text).toContain(`IN (${values.map((_, i) => `$${i + 1}`).join(', ')})`);
      }),
    );
  });

  it('the SQL text names only whitelisted identifiers and holds no string literal but the empty array', () => {
    const selectArb = fc.subarray(['id', 'report_type', 'payment_status', 'created_at', 'profile_id', '*'], { minLength: 1 });
    fc.assert(
      fc.property(selectArb, operatorArb, hostileValueArb, fc.boolean(), (select, op, value, counted) => {
        const plan = planOf({
          ...get('/orders', [['select', select.join(',')], ['report_type', `${op}.${value}`], ['order', 'created_at.desc']]),
          headers: counted ? { prefer: 'count=exact' } : {},
        });
        for (const text of textsOf(plan)) {
          for (const [, name] of text.matchAll(/"((?:[^"]|"")*)"/g)) expect(identifiers.has(name ?? '')).toBe(true);
          expect(text.replaceAll("'[]'", '')).not.toContain("'");
        }
      }),
    );
  });

  it('writes never put a body value into the SQL text', () => {
    fc.assert(
      fc.property(hostileValueArb, hostileValueArb, (content, stage) => {
        const insert = planOf({ method: 'POST', path: '/luna_chat_messages', query: [], headers: {}, body: { session_id: 's', role: 'user', content } });
        const update = planOf({ method: 'PATCH', path: '/luna_chat_sessions', query: [['session_token', `eq.${content}`]], headers: {}, body: { stage } });
        const baselineInsert = planOf({ method: 'POST', path: '/luna_chat_messages', query: [], headers: {}, body: { session_id: 's', role: 'user', content: 'x' } });
        const baselineUpdate = planOf({ method: 'PATCH', path: '/luna_chat_sessions', query: [['session_token', 'eq.x']], headers: {}, body: { stage: 'x' } });
        expect(textsOf(insert)).toEqual(textsOf(baselineInsert));
        expect(textsOf(update)).toEqual(textsOf(baselineUpdate));
      }),
    );
  });

  it('parse then build is deterministic', () => {
    fc.assert(
      fc.property(tableWithFilterArb, operatorArb, hostileValueArb, (target, op, value) => {
        const req = selectWith(target, `${op}.${value}`);
        expect(buildSql(planOf(req))).toEqual(buildSql(planOf(req)));
      }),
    );
  });
});
