import { describe, expect, it } from 'vitest';
import { API_CONTRACT } from '../../shared/api-contract';
import { HTTP_ROUTES, DOMAINS, type Domain } from '../../functions/routes';
import type { Operation } from '../../functions/platform/api-handler';

type DomainHandler = { operations: Readonly<Record<string, Operation>> };

const handlers = new Map<Domain, DomainHandler>();
for (const domain of DOMAINS) {
  const module = (await import(`../../functions/handlers/${domain}.ts`)) as { handler: DomainHandler };
  handlers.set(domain, module.handler);
}

const keyOf = (route: (typeof HTTP_ROUTES)[number]) => `${route.method} ${route.base}${route.path}`;

describe('the API contract the web tests mock against', () => {
  it('names every route of the route table, and nothing else', () => {
    expect(Object.keys(API_CONTRACT).sort()).toEqual(HTTP_ROUTES.map(keyOf).sort());
  });

  it.each(HTTP_ROUTES.map((route) => [keyOf(route), route] as const))(
    '%s: the handler validates with exactly the contract’s schemas',
    (key, route) => {
      const operation = handlers.get(route.domain)!.operations[route.operation]!;
      const contract = API_CONTRACT[key]!;
      for (const part of ['params', 'query', 'body'] as const) {
        expect(operation.schemas[part], `${key} ${part}`).toBe(contract[part]);
      }
    },
  );
});
