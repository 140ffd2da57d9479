import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RestPlan, RestRequest } from './rest-plan';
import { planRestRequest } from './rest-plan';
import { shapeResponse } from './rest-response';

const planOf = (req: Partial<RestRequest> & { path: string }): RestPlan => {
  const outcome = planRestRequest({ method: 'GET', query: [], headers: {}, ...req }, { sessionToken: 'token-a', authenticated: false });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
  return outcome.value;
};

const single = { accept: 'application/vnd.pgrst.object+json' };
const rowsJson = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ report_type: `r${i}`, note: null })));

describe('answers', () => {
  it('answers a read with the rows and a Content-Range', () => {
    const outcome = shapeResponse(planOf({ path: '/orders', query: [['offset', '3']] }), { bodies: [rowsJson(2)], rowCount: 2, total: null });
    expect(outcome).toEqual({
      ok: true,
      value: { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': '3-4/*' }, body: rowsJson(2) },
    });
  });

  it('answers 206 with the total when count=exact shows more rows than returned', () => {
    const outcome = shapeResponse(planOf({ path: '/orders', headers: { prefer: 'count=exact' } }), { bodies: [rowsJson(2)], rowCount: 2, total: 5 });
    expect(outcome.ok && outcome.value).toMatchObject({ status: 206, headers: { 'Content-Range': '0-1/5' } });
  });

  it('answers a single object request with exactly that object', () => {
    const outcome = shapeResponse(planOf({ path: '/orders', headers: single }), { bodies: [rowsJson(1)], rowCount: 1, total: null });
    expect(outcome.ok && outcome.value.body).toBe(JSON.stringify({ report_type: 'r0', note: null }));
  });

  it('answers 406 PGRST116 when a single object request finds no row or several', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        fc.pre(n !== 1);
        const outcome = shapeResponse(planOf({ path: '/orders', headers: single }), { bodies: [rowsJson(n)], rowCount: n, total: null });
        expect(outcome).toEqual({
          ok: false,
          error: {
            status: 406,
            body: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: `The result contains ${n} rows`, hint: null },
          },
        });
      }),
    );
  });

  it('drops null fields when the Accept header asks for nulls=stripped', () => {
    const plan = planOf({ path: '/orders', headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
    const outcome = shapeResponse(plan, { bodies: [rowsJson(1)], rowCount: 1, total: null });
    expect(outcome.ok && outcome.value.body).toBe('[{"report_type":"r0"}]');
  });

  it('answers HEAD without a body', () => {
    const outcome = shapeResponse(planOf({ path: '/orders', method: 'HEAD' }), { bodies: [rowsJson(3)], rowCount: 3, total: null });
    expect(outcome.ok && outcome.value).toMatchObject({ status: 200, body: null });
  });

  it('answers an insert with 201, and its rows only with return=representation', () => {
    const body = { page_url: '/', user_agent: 'x' };
    const minimal = shapeResponse(planOf({ path: '/page_visits', method: 'POST', body }), { bodies: [], rowCount: 1, total: null });
    expect(minimal.ok && minimal.value).toEqual({ status: 201, headers: { 'Content-Range': '*/*' }, body: null });
    const message = { session_id: 's', role: 'user', content: 'hi' };
    const plan = planOf({ path: '/luna_chat_messages', method: 'POST', body: message, headers: { prefer: 'return=representation' } });
    const full = shapeResponse(plan, { bodies: [JSON.stringify([message])], rowCount: 1, total: null });
    expect(full.ok && full.value).toMatchObject({ status: 201, body: JSON.stringify([message]) });
  });

  it('answers an update with 204, or 200 and the rows with return=representation', () => {
    const req = { path: '/luna_chat_sessions', method: 'PATCH', query: [['session_token', 'eq.t']] as [string, string][], body: { stage: 'x' } };
    expect(shapeResponse(planOf(req), { bodies: [], rowCount: 0, total: null })).toMatchObject({ ok: true, value: { status: 204, body: null } });
    const represented = planOf({ ...req, headers: { prefer: 'return=representation' } });
    expect(shapeResponse(represented, { bodies: ['[{"stage":"x"}]'], rowCount: 1, total: null })).toMatchObject({
      ok: true,
      value: { status: 200, body: '[{"stage":"x"}]' },
    });
  });

  it('refuses an offset beyond the counted rows with 416', () => {
    const plan = planOf({ path: '/orders', query: [['offset', '9']], headers: { prefer: 'count=exact' } });
    expect(shapeResponse(plan, { bodies: ['[]'], rowCount: 0, total: 3 })).toMatchObject({ ok: false, error: { status: 416, body: { code: 'PGRST103' } } });
  });

  describe('Content-Range of a write, as PostgREST 12 gives it', () => {
    const message = { session_id: 's', role: 'user', content: 'hi' };
    const insert = (prefer: string) => planOf({ path: '/luna_chat_messages', method: 'POST', body: message, headers: { prefer } });
    const update = (prefer: string) =>
      planOf({ path: '/luna_chat_sessions', method: 'PATCH', query: [['session_token', 'eq.t']], body: { exit_page: '/x' }, headers: { prefer } });
    const rangeOf = (plan: RestPlan, written: number) => {
      const bodies = plan.kind !== 'select' && 'returning' in plan && plan.returning !== null ? [JSON.stringify(Array.from({ length: written }, () => message))] : [];
      const outcome = shapeResponse(plan, { bodies, rowCount: written, total: null });
      return outcome.ok ? outcome.value.headers['Content-Range'] : outcome.error.body.code;
    };

    it.each([
      ['count=exact', 1, '*/1'],
      ['count=exact,return=representation', 1, '*/1'],
      ['count=exact,return=representation', 3, '*/3'],
      ['return=representation', 1, '*/*'],
      ['', 1, '*/*'],
    ])('an insert with Prefer %j writing %i rows answers %s', (prefer, written, range) => {
      expect(rangeOf(insert(prefer), written)).toBe(range);
    });

    it.each([
      ['count=exact', 1, '0-0/1'],
      ['count=exact,return=representation', 1, '0-0/1'],
      ['count=exact', 3, '0-2/3'],
      ['count=exact', 0, '*/0'],
      ['', 2, '0-1/*'],
      ['', 0, '*/*'],
    ])('an update with Prefer %j writing %i rows answers %s', (prefer, written, range) => {
      expect(rangeOf(update(prefer), written)).toBe(range);
    });
  });

  describe('Prefer: handling=strict, max-affected=N', () => {
    const patch = (prefer: string) =>
      planOf({ path: '/luna_chat_sessions', method: 'PATCH', query: [['session_token', 'eq.t']], body: { exit_page: '/x' }, headers: { prefer } });

    it('refuses an update that touched more rows with 400 PGRST124, so it is rolled back', () => {
      expect(shapeResponse(patch('handling=strict,max-affected=1'), { bodies: [], rowCount: 2, total: null })).toEqual({
        ok: false,
        error: {
          status: 400,
          body: { code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 2 rows', hint: null },
        },
      });
    });

    it('lets an update within the bound through', () => {
      expect(shapeResponse(patch('handling=strict,max-affected=2'), { bodies: [], rowCount: 2, total: null })).toMatchObject({ ok: true, value: { status: 204 } });
    });

    it('ignores max-affected without handling=strict, as PostgREST does', () => {
      expect(shapeResponse(patch('max-affected=1'), { bodies: [], rowCount: 5, total: null })).toMatchObject({ ok: true, value: { status: 204 } });
    });
  });
});
