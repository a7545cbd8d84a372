import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../functions/local/http-gateway';
import { DOMAINS, fullPath, handlerModule, HTTP_ROUTES, routeKey, routesOf } from '../../functions/routes';

const root = path.resolve(import.meta.dirname, '../..');

describe('route table', () => {
  it('has one entry per route key', () => {
    const keys = HTTP_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps a single greedy catch-all', () => {
    const greedy = HTTP_ROUTES.filter((r) => r.path.includes('+}'));
    expect(greedy).toEqual([expect.objectContaining({ method: 'ANY', path: '/{proxy+}', auth: false })]);
  });

  it.each(DOMAINS)('domain %s has a handler module that serves all its routes', async (domain) => {
    const file = path.join(root, handlerModule(domain));
    expect(existsSync(file)).toBe(true);
    // Loading builds every route handler and throws if an operation is missing.
    const mod = (await import(file)) as { handler: unknown };
    expect(typeof mod.handler).toBe('function');
    expect(routesOf(domain).length).toBeGreaterThan(0);
  });

  it('matches every route by its own path in the local gateway', () => {
    for (const r of HTTP_ROUTES.filter((x) => x.method !== 'ANY')) {
      const concrete = fullPath(r).replace(/\{(\w+)\}/g, 'sample-$1');
      expect(matchRoute(r.method, concrete)?.route).toBe(r);
    }
  });

  it('sends unknown paths and methods to the catch-all and decodes path parameters', () => {
    expect(matchRoute('GET', '/api/v1/nope/deeper')?.route.operation).toBe('notFound');
    expect(matchRoute('DELETE', '/api/v1/health')?.route.operation).toBe('notFound');
    expect(matchRoute('GET', '/api/v1/nope')?.pathParameters).toEqual({ proxy: 'nope' });
    expect(matchRoute('GET', '/elsewhere')).toBeUndefined();
  });
});
