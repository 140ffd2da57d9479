import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { FUNCTION_TABLE, routeOf } from '../../contracts/function-table';
import { fixedClock } from '../../domain/kernel';
import type { SqlDatabase } from '../../domain/kernel';
import { DEFAULT_RATE_LIMIT_CONFIG } from '../../domain/reading';
import type { ZoneRules } from '../../domain/sky';
import { functionsRouter } from './functions.router';

/** Building the router touches nothing: these stand-ins are never called. */
const unused = (): never => {
  throw new Error('not called while the router is built');
};
const db: SqlDatabase = { kind: 'pglite', query: unused, transaction: unused, close: unused };
const rules: ZoneRules = { isKnownZone: unused, offsetSecondsAt: unused, isLocalMeanTime: unused };

const router = functionsRouter({
  db,
  gazetteer: { search: unused, resolve: unused, area: unused },
  settings: { ACCESS_TOKEN_SECRET: 'router-test-secret-long-enough-for-hs256' },
  clock: fixedClock(Date.UTC(2026, 0, 1)),
  luna: { model: null, rules, brandName: 'Moonwise', rateLimits: DEFAULT_RATE_LIMIT_CONFIG },
  tokens: { issue: unused, verify: unused },
  sessions: { issue: unused, issued: unused },
  diagnostic: { id: undefined, version: '', startedAt: 0 },
  payments: { name: 'stripe', startCheckout: unused, readEvent: unused },
  sandbox: null,
  reportFiles: { save: unused, read: unused, remove: unused },
});

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** 'POST save-profile' for every route the router mounts. */
const mountedRoutes = (mounted: Router): string[] =>
  (mounted.stack as RouteLayer[]).flatMap((layer) =>
    layer.route ? Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path.slice(1)}`) : [],
  );

describe('the functions router', () => {
  it('mounts every function of the table at its method and name, and the OpenAPI document', () => {
    expect(mountedRoutes(router).sort()).toEqual([...FUNCTION_TABLE.map(routeOf), 'GET openapi.json'].sort());
  });
});
