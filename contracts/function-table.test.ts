import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, FUNCTION_TABLE, routeOf } from './function-table';

describe('the table of functions', () => {
  it('has one entry per method and name', () => {
    const routes = FUNCTION_TABLE.map(routeOf);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every entry its own operationId', () => {
    const ids = FUNCTION_TABLE.map((entry) => entry.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each function once in FUNCTION_NAMES, in table order', () => {
    expect(FUNCTION_NAMES).toEqual([...new Set(FUNCTION_TABLE.map((entry) => entry.name))]);
    expect(new Set(FUNCTION_NAMES).size).toBe(FUNCTION_NAMES.length);
  });

  it('documents a success answer and the gateway refusal for every function but the signed webhook and the keyless ones', () => {
    for (const entry of FUNCTION_TABLE) {
      const statuses = Object.keys(entry.responses).map(Number);
      expect(statuses.some((status) => status >= 200 && status < 300), routeOf(entry)).toBe(true);
      // The payment provider calls the webhook without our key: its refusal is the signature's 400.
      if (routeOf(entry) === 'POST payment-webhook') expect(statuses).toContain(400);
      else if ('keyless' in entry && entry.keyless) expect(entry.method, routeOf(entry)).toBe('GET');
      else expect(statuses, routeOf(entry)).toContain(401);
    }
  });

  it('uses names that fit in a URL path segment', () => {
    for (const name of FUNCTION_NAMES) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
