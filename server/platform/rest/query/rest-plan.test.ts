import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RestCaller, RestPlan, RestRequest } from './rest-plan';
import { REST_MAX_ROWS, REST_MAX_WRITE_ROWS, planRestRequest, writeCost } from './rest-plan';
import { restTables } from './rest-whitelist';

const anonymous: RestCaller = { sessionToken: 'token-a', authenticated: false };

const request = (method: string, path: string, query: string, extra: Partial<RestRequest> = {}): RestRequest => ({
  method,
  path,
  query: [...new URLSearchParams(query)],
  headers: {},
  ...extra,
});

const plan = (req: RestRequest, caller = anonymous): RestPlan => {
  const outcome = planRestRequest(req, caller);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.error)}`);
  return outcome.value;
};

const refusal = (req: RestRequest, caller = anonymous) => {
  const outcome = planRestRequest(req, caller);
  if (outcome.ok) throw new Error(`accepted: ${JSON.stringify(outcome.value)}`);
  return outcome.error;
};

const readableColumns = new Set(Object.values(restTables).flatMap((table) => table.readable));

describe('planning reads', () => {
  it('plans a select with columns, filters, order, limit and offset', () => {
    const result = plan(request('GET', '/luna_chat_messages', 'select=id,content&session_id=eq.s1&role=in.(user,assistant)&order=created_at.asc&limit=24&offset=2'));
    expect(result).toMatchObject({
      kind: 'select',
      table: 'luna_chat_messages',
      columns: ['id', 'content'],
      filters: [
        { column: 'session_id', expression: { op: 'eq', value: 's1' } },
        { column: 'role', expression: { op: 'in', values: ['user', 'assistant'] } },
      ],
      order: [{ column: 'created_at', direction: 'asc', nulls: null }],
      limit: 24,
      offset: 2,
    });
  });

  it('expands * to the whitelisted columns only', () => {
    const result = plan(request('GET', '/report_deliveries', 'select=*&profile_id=in.(a,b)'));
    expect(result).toMatchObject({
      columns: ['profile_id', 'report_type', 'generation_status', 'report_url', 'error_message', 'checkout_session_id'],
    });
  });

  it('compares profile emails case-insensitively', () => {
    const result = plan(request('GET', '/profiles', 'email=eq.Ana@Example.com'));
    expect(result).toMatchObject({ filters: [{ column: 'email', caseInsensitive: true }] });
  });

  it('never lists profiles: a read must name one by id or email', () => {
    for (const query of ['select=*', 'email=neq.x', 'id=not.eq.1', 'full_name=eq.Ana']) {
      const error = refusal(request('GET', '/profiles', query));
      expect(error.status).toBe(403);
      expect(error.body.code).toBe('42501');
    }
  });

  it('caps every read at the most rows one answer may hold', () => {
    expect(plan(request('GET', '/orders', ''))).toMatchObject({ limit: REST_MAX_ROWS, offset: 0 });
    expect(plan(request('GET', '/orders', 'limit=5000'))).toMatchObject({ limit: REST_MAX_ROWS });
  });

  it('reads the Range header and intersects it with limit and offset', () => {
    expect(plan(request('GET', '/orders', '', { headers: { range: '10-19', rangeUnit: 'items' } }))).toMatchObject({ offset: 10, limit: 10 });
    expect(plan(request('GET', '/orders', 'limit=5', { headers: { range: '2-19' } }))).toMatchObject({ offset: 2, limit: 3 });
    expect(refusal(request('GET', '/orders', '', { headers: { range: '9-3' } })).status).toBe(416);
  });

  it('asks for a single object when Accept names vnd.pgrst.object+json', () => {
    expect(plan(request('GET', '/orders', '', { headers: { accept: 'application/vnd.pgrst.object+json' } }))).toMatchObject({
      shape: { single: true, stripNulls: false },
    });
  });

  it('refuses media types it cannot give', () => {
    const error = refusal(request('GET', '/orders', '', { headers: { accept: 'text/csv' } }));
    expect(error).toMatchObject({ status: 406, body: { code: 'PGRST107', message: 'None of these media types are available: text/csv' } });
  });

  it('refuses a schema other than public', () => {
    expect(refusal(request('GET', '/orders', '', { headers: { acceptProfile: 'private' } }))).toMatchObject({
      status: 406,
      body: { code: 'PGRST106' },
    });
  });
});

describe('refusals in PostgREST shape', () => {
  it('answers an unknown table with 404 PGRST205', () => {
    expect(refusal(request('GET', '/profile_tokens', ''))).toEqual({
      status: 404,
      body: { code: 'PGRST205', message: "Could not find the table 'public.profile_tokens' in the schema cache", details: null, hint: null },
    });
  });

  it('answers an unknown or hidden column with 400 42703', () => {
    expect(refusal(request('GET', '/profiles', 'select=id,password&id=eq.1'))).toMatchObject({
      status: 400,
      body: { code: '42703', message: 'column profiles.password does not exist' },
    });
    expect(refusal(request('GET', '/report_deliveries', 'id=eq.1')).body.code).toBe('42703');
    expect(refusal(request('GET', '/orders', 'order=amount.desc')).body.code).toBe('42703');
  });

  it('answers DELETE on every table with 405 and the methods it does allow', () => {
    for (const name of Object.keys(restTables)) {
      const error = refusal(request('DELETE', `/${name}`, 'id=eq.1'));
      expect(error.status).toBe(405);
      expect(error.body.code).toBe('42501');
      expect(error.headers?.Allow).not.toContain('DELETE');
    }
  });

  it('refuses operations §7 does not list', () => {
    expect(refusal(request('POST', '/profiles', '', { body: { email: 'a@b.c' } })).status).toBe(405);
    expect(refusal(request('PATCH', '/orders', 'id=eq.1', { body: { payment_status: 'completed' } })).status).toBe(405);
    expect(refusal(request('GET', '/page_visits', '')).status).toBe(405);
    expect(refusal(request('POST', '/luna_chat_sessions', '', { body: { session_token: 'x' } })).status).toBe(405);
  });

  it('refuses an update without a filter', () => {
    expect(refusal(request('PATCH', '/luna_chat_sessions', '', { body: { stage: 'x' } }))).toMatchObject({
      status: 400,
      body: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
  });

  it('refuses a body key the operation may not write with PGRST204', () => {
    expect(refusal(request('PATCH', '/luna_chat_sessions', 'id=eq.1', { body: { session_token: 'stolen' } }))).toMatchObject({
      status: 400,
      body: { code: 'PGRST204', message: "Could not find the 'session_token' column of 'luna_chat_sessions' in the schema cache" },
    });
  });

  it('refuses bodies that are not objects, or arrays whose objects differ in keys', () => {
    for (const body of [5, 'text', null, [1, 2], undefined])
      expect(refusal(request('POST', '/page_visits', '', { body })).body.code).toBe('PGRST102');
    expect(refusal(request('POST', '/page_visits', '', { body: [{ page_url: '/a' }, { user_agent: 'x' }] })).body).toMatchObject({
      code: 'PGRST102',
      message: 'All object keys must match',
    });
  });

  it('refuses reading back rows of a write-only table', () => {
    expect(refusal(request('POST', '/page_visits', '', { body: { page_url: '/' }, headers: { prefer: 'return=representation' } })).status).toBe(403);
  });

  it('refuses an upsert where the table allows none', () => {
    const req = request('POST', '/page_visits', 'on_conflict=id', { body: { page_url: '/' }, headers: { prefer: 'resolution=merge-duplicates' } });
    expect(refusal(req).status).toBe(405);
  });
});

describe('planning writes', () => {
  it('plans an insert with return=representation', () => {
    const req = request('POST', '/luna_chat_messages', 'select=id,role', {
      body: { session_id: 's', role: 'user', content: 'hi' },
      headers: { prefer: 'return=representation' },
    });
    expect(plan(req)).toMatchObject({
      kind: 'insert',
      batches: [{ columns: ['session_id', 'role', 'content'] }],
      returning: ['id', 'role'],
      onConflict: null,
    });
  });

  it('plans an upsert of messages on their id', () => {
    const req = request('POST', '/luna_chat_messages', 'on_conflict=id', {
      body: [{ id: 'm1', session_id: 's', role: 'user', content: 'hi' }],
      headers: { prefer: 'resolution=ignore-duplicates' },
    });
    expect(plan(req)).toMatchObject({ onConflict: { columns: ['id'], action: 'ignore' } });
  });

  it('groups rows by their keys when missing columns keep their defaults', () => {
    const req = request('POST', '/luna_chat_messages', 'columns="session_id","role","content","created_at"', {
      body: [
        { session_id: 's', role: 'user', content: 'a' },
        { session_id: 's', role: 'assistant', content: 'b', created_at: '2024-01-01T00:00:00Z' },
      ],
      headers: { prefer: 'missing=default' },
    });
    const result = plan(req);
    expect(result.kind === 'insert' && result.batches.map((batch) => batch.columns)).toEqual([
      ['session_id', 'role', 'content'],
      ['session_id', 'role', 'content', 'created_at'],
    ]);
  });

  it('plans an update of the whitelisted columns the body names', () => {
    const req = request('PATCH', '/luna_chat_sessions', 'session_token=eq.t', { body: { stage: 'engaged', chat_turns: 3 } });
    const result = plan(req);
    expect(result).toMatchObject({ kind: 'update', values: { stage: 'engaged', chat_turns: 3 } });
    expect(result.kind === 'update' && [...result.columns].sort()).toEqual(['chat_turns', 'stage']);
  });

  it('plans rpc/upsert_luna_session with the caller’s own session token', () => {
    const req = request('POST', '/rpc/upsert_luna_session', '', { body: { p_session_token: 'token-a', p_attributes: { stage: 'x' } } });
    expect(plan(req)).toMatchObject({
      kind: 'rpc',
      fn: 'upsert_luna_session',
      readOnly: false,
      args: [
        { name: 'p_session_token', type: 'text', value: 'token-a' },
        { name: 'p_attributes', type: 'jsonb', value: { stage: 'x' } },
      ],
    });
  });

  it('reads rpc arguments from the query string on GET and runs them read-only', () => {
    const req = request('GET', '/rpc/upsert_luna_session', `p_session_token=token-a&p_attributes=${encodeURIComponent('{"stage":"x"}')}`);
    expect(plan(req)).toMatchObject({ kind: 'rpc', readOnly: true, args: [{ value: 'token-a' }, { value: { stage: 'x' } }] });
  });

  it('refuses an upsert of someone else’s session token', () => {
    const req = request('POST', '/rpc/upsert_luna_session', '', { body: { p_session_token: 'token-b', p_attributes: {} } });
    expect(refusal(req)).toMatchObject({ status: 401, body: { code: '42501' } });
    expect(refusal(req, { sessionToken: null, authenticated: true }).status).toBe(403);
  });

  it('answers unknown functions and unknown arguments with 404 PGRST202', () => {
    expect(refusal(request('POST', '/rpc/drop_everything', '', { body: { a: 1 } }))).toMatchObject({
      status: 404,
      body: { code: 'PGRST202', message: 'Could not find the function public.drop_everything(a) in the schema cache' },
    });
    expect(refusal(request('POST', '/rpc/upsert_luna_session', '', { body: { p_session_token: 'token-a', extra: 1 } })).body.code).toBe('PGRST202');
    expect(refusal(request('POST', '/rpc/upsert_luna_session', '', { body: {} })).body.code).toBe('PGRST202');
  });

  it('refuses session attributes that are not session columns', () => {
    const req = request('POST', '/rpc/upsert_luna_session', '', { body: { p_session_token: 'token-a', p_attributes: { session_token: 'x' } } });
    expect(refusal(req).body.code).toBe('PGRST204');
  });

  it('refuses PATCH and DELETE on a function', () => {
    expect(refusal(request('PATCH', '/rpc/upsert_luna_session', '')).body).toMatchObject({
      code: 'PGRST101',
      message: 'Cannot use the PATCH method on RPC',
    });
  });
});

describe('bounds on writes', () => {
  const visit = (i: number) => ({ page_url: `/p/${i}`, user_agent: 'probe' });

  it(`writes at most ${REST_MAX_WRITE_ROWS} rows in one request, and refuses more with 413`, () => {
    expect(plan(request('POST', '/page_visits', '', { body: Array.from({ length: REST_MAX_WRITE_ROWS }, (_, i) => visit(i)) }))).toMatchObject({ kind: 'insert' });
    expect(refusal(request('POST', '/page_visits', '', { body: Array.from({ length: 1200 }, (_, i) => visit(i)) }))).toEqual({
      status: 413,
      body: { code: 'PGRST102', message: `The request body holds 1200 rows; at most ${REST_MAX_WRITE_ROWS} are written per request`, details: null, hint: 'Send the rows in smaller requests' },
    });
  });

  it('counts each inserted row, one for an update or a writing function call, and nothing for a read', () => {
    expect(writeCost(plan(request('POST', '/page_visits', '', { body: [visit(1), visit(2), visit(3)] })))).toBe(3);
    expect(writeCost(plan(request('PATCH', '/luna_chat_sessions', 'session_token=eq.t', { body: { exit_page: '/' } })))).toBe(1);
    expect(writeCost(plan(request('POST', '/rpc/upsert_luna_session', '', { body: { p_session_token: 'token-a', p_attributes: {} } })))).toBe(1);
    expect(writeCost(plan(request('GET', '/rpc/upsert_luna_session', 'p_session_token=token-a')))).toBe(0);
    expect(writeCost(plan(request('GET', '/orders', '')))).toBe(0);
  });
});

describe('Prefer: handling=strict', () => {
  it('refuses preferences this server does not fulfil with 400 PGRST122, naming them as written', () => {
    expect(refusal(request('GET', '/orders', '', { headers: { prefer: 'handling=strict, foo, tx=rollback,count=exact' } }))).toEqual({
      status: 400,
      body: { code: 'PGRST122', message: 'Invalid preferences given with handling=strict', details: 'Invalid preferences: foo, tx=rollback', hint: null },
    });
  });

  it('accepts every preference it fulfils, max-affected included', () => {
    const prefer = 'handling=strict, return=representation, count=exact, missing=default, resolution=ignore-duplicates, max-affected=5';
    expect(plan(request('POST', '/luna_chat_messages', 'on_conflict=id', { body: { id: 'm', session_id: 's', role: 'user', content: 'hi' }, headers: { prefer } }))).toMatchObject({
      kind: 'insert',
    });
  });

  it('ignores unknown preferences without it, as PostgREST does by default', () => {
    expect(plan(request('GET', '/orders', '', { headers: { prefer: 'foo, handling=lenient' } }))).toMatchObject({ kind: 'select' });
  });

  it('carries max-affected into an update only with handling=strict', () => {
    const patch = (prefer: string) => plan(request('PATCH', '/luna_chat_sessions', 'session_token=eq.t', { body: { exit_page: '/' }, headers: { prefer } }));
    expect(patch('handling=strict,max-affected=2')).toMatchObject({ maxAffected: 2 });
    expect(patch('max-affected=2')).toMatchObject({ maxAffected: null });
  });
});

describe('laws', () => {
  const nameArb = fc.string({ unit: 'binary', minLength: 1, maxLength: 30 });

  it('every table name outside the whitelist is refused with 404', () => {
    fc.assert(
      fc.property(nameArb, fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'), (name, method) => {
        fc.pre(!Object.prototype.hasOwnProperty.call(restTables, name) && name.trim() !== '');
        const error = refusal(request(method, `/${encodeURIComponent(name)}`, '', { body: {} }));
        expect(error.status).toBe(404);
      }),
    );
  });

  it('every column outside the whitelist is refused in select, filter and order', () => {
    fc.assert(
      fc.property(nameArb, fc.constantFrom('select', 'filter', 'order'), (name, place) => {
        fc.pre(!readableColumns.has(name.trim()) && !['select', 'columns', 'on_conflict', 'order', 'limit', 'offset'].includes(name));
        const query: [string, string][] =
          place === 'select' ? [['select', name]] : place === 'order' ? [['order', name]] : [[name, 'eq.1']];
        const error = refusal({ method: 'GET', path: '/orders', query, headers: {} });
        expect(error.status).toBe(400);
        expect(['42703', 'PGRST100']).toContain(error.body.code);
      }),
    );
  });

  it('every operator outside eq, neq, gt, gte, lt, lte, in and is is refused', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'binary' }), (op, value) => {
        fc.pre(!['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'is', 'not'].includes(op) && !op.includes('.'));
        const error = refusal({ method: 'GET', path: '/orders', query: [['report_type', `${op}.${value}`]], headers: {} });
        expect(error.body.code).toBe('PGRST100');
      }),
    );
  });

  it('planning is deterministic', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.constantFrom('eq', 'gt', 'in', 'is', 'not.lte'), (value, op) => {
        const req: RestRequest = { method: 'GET', path: '/orders', query: [['report_type', `${op}.${value}`], ['order', 'created_at.desc']], headers: {} };
        expect(planRestRequest(req, anonymous)).toEqual(planRestRequest(req, anonymous));
      }),
    );
  });
});
