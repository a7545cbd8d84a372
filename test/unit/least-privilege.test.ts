import { describe, expect, it } from 'vitest';
import {
  CONTENT_SEED_ACCESS,
  DOMAIN_ACCESS,
  type FunctionAccess,
  JOB_ACCESS,
  REALTIME_ACCESS,
  WORKER_ACCESS,
} from '../../functions/access';
import { SCHEDULED_JOBS } from '../../functions/jobs/registry';
import { TABLE_SCHEMA } from '../../functions/repositories/table-schema';
import { DOMAINS, handlerModule } from '../../functions/routes';
import { WORKERS, type WorkerName } from '../../functions/workers/registry';
import { accessOf, reachableModules } from '../support/code-access';

/**
 * The grants in functions/access.ts are what each function's bundled code uses: the
 * DynamoDB commands (a transaction by the kinds of its items), the indexes, the workers it
 * invokes and the WebSocket pushes, read from every module its entry imports. A new call
 * without a grant fails here before it fails on AWS; a grant the code dropped fails too.
 */
function declared(access: FunctionAccess) {
  return {
    table: [...access.table].sort(),
    indexes: [...access.indexes].sort(),
    invokes: [...access.invokes].sort(),
    pushes: access.pushes,
  };
}

function used(entry: string, ignoreInvokes: readonly string[] = []) {
  const found = accessOf(entry);
  return {
    table: found.tableActions.map((action) => action.replace(/^dynamodb:/, '')).sort(),
    indexes: found.indexes,
    invokes: found.invokes.filter((name) => !ignoreInvokes.includes(name)),
    pushes: found.pushes,
  };
}

const hint = (entry: string) => `${entry}: functions/access.ts should declare ${JSON.stringify(used(entry))}`;

describe('least privilege: the declared access is what the code uses', () => {
  it.each(DOMAINS.map((d) => [d]))('API domain %s', (domain) => {
    const entry = handlerModule(domain);
    expect(declared(DOMAIN_ACCESS[domain]), hint(entry)).toEqual(used(entry));
  });

  it.each(WORKERS.map((w) => [w.name, w.module] as const))('worker %s', (name, entry) => {
    // A worker bundles the service that invokes its own kind of work for that service's
    // helpers; it is given no worker's function name, so it cannot invoke one.
    expect(declared(WORKER_ACCESS[name as WorkerName]), hint(entry)).toEqual(used(entry, [name]));
  });

  it.each(SCHEDULED_JOBS.map((j) => [j.name, j.module] as const))('job %s', (name, entry) => {
    const access = JOB_ACCESS[name];
    expect(access, `${name}: declare it in JOB_ACCESS`).toBeDefined();
    expect(declared(access!), hint(entry)).toEqual(used(entry));
  });

  it('the WebSocket handler and the content seeder', () => {
    const realtime = 'functions/handlers/realtime.ts';
    const seed = 'functions/content/seed.ts';
    expect(declared(REALTIME_ACCESS), hint(realtime)).toEqual(used(realtime));
    expect(declared(CONTENT_SEED_ACCESS), hint(seed)).toEqual(used(seed));
  });

  it('declares no job that does not exist and only indexes the table has', () => {
    expect(Object.keys(JOB_ACCESS).sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());
    const indexes = new Set(TABLE_SCHEMA.indexes.map((i) => i.name));
    const all = [
      ...Object.values(DOMAIN_ACCESS),
      ...Object.values(WORKER_ACCESS),
      ...Object.values(JOB_ACCESS),
      REALTIME_ACCESS,
      CONTENT_SEED_ACCESS,
    ];
    for (const access of all) for (const index of access.indexes) expect(indexes.has(index)).toBe(true);
    // Nothing reads the whole table.
    expect(all.some((access) => access.table.includes('Scan'))).toBe(false);
  });
});

describe('the code reader the declaration is checked with', () => {
  it('follows imports through services to repositories, and not type-only ones', () => {
    const modules = reachableModules('functions/handlers/feedback.ts');
    expect(modules).toEqual(
      expect.arrayContaining([
        'functions/services/feedback-service.ts',
        'functions/repositories/feedback-repository.ts',
        'functions/platform/async-invoke.ts',
      ]),
    );
    // realtime-push imports the message schema's type only: the bundle leaves it out.
    expect(reachableModules('functions/platform/realtime-push.ts').sort()).toEqual([
      'functions/platform/config.ts',
      'functions/platform/realtime-push.ts',
      'functions/platform/tracing.ts',
    ]);
  });

  it('reads transactions by their items, queryAll as Query, and each push and invoke', () => {
    const payments = accessOf('functions/handlers/payments.ts');
    expect(payments.tableActions).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']),
    );
    expect(accessOf('functions/jobs/sweep-connections.ts')).toMatchObject({
      pushes: true,
      indexes: ['gsi1', 'gsi2'],
    });
    expect(accessOf('functions/handlers/scenarios.ts').invokes).toContain('tutor-turn');
    expect(accessOf('functions/handlers/feedback.ts').invokes).toEqual(['send-email']);
  });
});
