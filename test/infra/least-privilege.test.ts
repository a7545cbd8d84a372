import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_SEED_ACCESS,
  DOMAIN_ACCESS,
  type FunctionAccess,
  jobAccess,
  REALTIME_ACCESS,
  WORKER_ACCESS,
} from '../../functions/access';
import { SCHEDULED_JOBS } from '../../functions/jobs/registry';
import { DOMAINS, type Domain } from '../../functions/routes';
import { WORKERS, type WorkerName } from '../../functions/workers/registry';
import type { ClarityStacks } from '../../lib/app';
import type { AppFunction } from '../../lib/constructs/app-function';
import { actionsOf, buildTestApp, statementsOfFunction } from './support';

/**
 * Each function's role allows what functions/access.ts declares for it and nothing more:
 * its DynamoDB actions on the table, Query on its indexes only, invoke rights on the
 * workers it calls, and ManageConnections only where it pushes.
 */
let stacks: ClarityStacks;
const templates = new Map<Stack, Template>();

beforeAll(() => {
  stacks = buildTestApp();
  for (const stack of [stacks.api, stacks.realtime, stacks.jobs, stacks.data, stacks.auth, stacks.web]) {
    templates.set(stack, Template.fromStack(stack));
  }
});

interface Subject {
  name: string;
  access: FunctionAccess;
  fn: () => AppFunction;
}

const subjects: Subject[] = [
  ...DOMAINS.map((d) => ({
    name: `API domain ${d}`,
    access: DOMAIN_ACCESS[d],
    fn: () => stacks.api.domainFunctions[d],
  })),
  ...WORKERS.map((w) => ({
    name: `worker ${w.name}`,
    access: WORKER_ACCESS[w.name as WorkerName],
    fn: () => stacks.api.workerFunctions[w.name]!,
  })),
  ...SCHEDULED_JOBS.map((j) => ({
    name: `job ${j.name}`,
    access: jobAccess(j.name),
    fn: () => stacks.jobs.jobFunctions[j.name]!,
  })),
  { name: 'WebSocket handler', access: REALTIME_ACCESS, fn: () => stacks.realtime.handler },
  { name: 'content seeder', access: CONTENT_SEED_ACCESS, fn: () => stacks.jobs.contentSeeder },
];

function statementsOf(fn: AppFunction): Record<string, unknown>[] {
  const stack = fn.fn.stack;
  const id = stack.getLogicalId(fn.fn.node.defaultChild as never);
  return statementsOfFunction(templates.get(stack)!, id);
}

function variablesOf(fn: AppFunction): Record<string, unknown> {
  const stack = fn.fn.stack;
  const id = stack.getLogicalId(fn.fn.node.defaultChild as never);
  const resource = templates.get(stack)!.toJSON().Resources[id] as {
    Properties: { Environment: { Variables: Record<string, unknown> } };
  };
  return resource.Properties.Environment.Variables;
}

const render = (value: unknown) => JSON.stringify(value);
const tableArn = 'ExportsOutputFnGetAttTable';

describe.each(subjects.map((s) => [s.name, s] as const))('%s', (_name, subject) => {
  it('may use exactly its declared DynamoDB actions, on the table and its declared indexes', () => {
    const statements = statementsOf(subject.fn()).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('dynamodb:')),
    );
    const onTable = statements.filter((s) => !render(s.Resource).includes('/index/'));
    const onIndexes = statements.filter((s) => render(s.Resource).includes('/index/'));
    expect(onTable.flatMap(actionsOf).sort()).toEqual(
      subject.access.table.map((a) => `dynamodb:${a}`).sort(),
    );
    for (const s of onTable) {
      expect(render(s.Resource)).toContain(tableArn);
      expect(render(s.Resource)).not.toContain('*');
    }
    expect(onIndexes.flatMap(actionsOf)).toEqual(subject.access.indexes.length ? ['dynamodb:Query'] : []);
    const indexNames = [...render(onIndexes.map((s) => s.Resource)).matchAll(/\/index\/([\w-]+)/g)].map(
      (m) => m[1],
    );
    expect(indexNames.sort()).toEqual([...subject.access.indexes].sort());
  });

  it('may post to connections only if it pushes, and invoke only its workers', () => {
    const fn = subject.fn();
    const actions = statementsOf(fn).flatMap(actionsOf);
    expect(actions.includes('execute-api:ManageConnections')).toBe(subject.access.pushes);
    const variables = variablesOf(fn);
    expect('WS_MANAGEMENT_ENDPOINT' in variables).toBe(subject.access.pushes);
    expect(actions.includes('lambda:InvokeFunction')).toBe(subject.access.invokes.length > 0);
  });
});

describe('who may invoke each worker', () => {
  const invokersOf = (worker: WorkerName): Domain[] => {
    const workerId = stacks.api.getLogicalId(
      stacks.api.workerFunctions[worker]!.fn.node.defaultChild as never,
    );
    return DOMAINS.filter((d) =>
      statementsOf(stacks.api.domainFunctions[d]).some(
        (s) => actionsOf(s).includes('lambda:InvokeFunction') && render(s.Resource).includes(`"${workerId}"`),
      ),
    );
  };

  it('only the scenarios function may invoke the tutor worker', () => {
    expect(invokersOf('tutor-turn')).toEqual(['scenarios']);
  });

  it.each(WORKERS.map((w) => [w.name as WorkerName]))('%s: exactly the domains that call it', (worker) => {
    expect(invokersOf(worker)).toEqual(DOMAINS.filter((d) => DOMAIN_ACCESS[d].invokes.includes(worker)));
  });

  it('no worker may invoke a worker', () => {
    for (const fn of Object.values(stacks.api.workerFunctions)) {
      expect(statementsOf(fn).flatMap(actionsOf)).not.toContain('lambda:InvokeFunction');
    }
  });

  it('a job invokes only the workers it declares: the reminders job the mailer, no other job any', () => {
    const workerIds = Object.fromEntries(
      WORKERS.map((w) => [
        w.name,
        stacks.api.getLogicalId(stacks.api.workerFunctions[w.name]!.fn.node.defaultChild as never),
      ]),
    );
    for (const job of SCHEDULED_JOBS) {
      const invoked = WORKERS.map((w) => w.name).filter((name) =>
        statementsOf(stacks.jobs.jobFunctions[job.name]!).some(
          (s) =>
            actionsOf(s).includes('lambda:InvokeFunction') && render(s.Resource).includes(workerIds[name]!),
        ),
      );
      expect(invoked, job.name).toEqual([...jobAccess(job.name).invokes]);
    }
    expect(jobAccess('daily-reminders').invokes).toEqual(['send-email']);
  });
});

describe('across the whole app', () => {
  it('no role may Scan the table or use DynamoDB wildcards', () => {
    for (const template of templates.values()) {
      const rendered = render(template.findResources('AWS::IAM::Policy'));
      expect(rendered).not.toContain('dynamodb:Scan');
      expect(rendered).not.toMatch(/"dynamodb:\*"|"dynamodb:[A-Za-z]*\*"/);
    }
  });

  it('the sign-in function cannot Scan, batch or read indexes it does not use', () => {
    const actions = statementsOf(stacks.api.domainFunctions.auth).flatMap(actionsOf);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:BatchWriteItem');
    expect(actions).not.toContain('dynamodb:BatchGetItem');
    expect(render(statementsOf(stacks.api.domainFunctions.auth))).not.toContain('/index/roster');
  });

  it('only the WebSocket handler, the tutor worker and the connection sweep may post to connections', () => {
    const pushers = subjects
      .filter((s) => statementsOf(s.fn()).flatMap(actionsOf).includes('execute-api:ManageConnections'))
      .map((s) => s.name)
      .sort();
    expect(pushers).toEqual(['WebSocket handler', 'job sweep-connections', 'worker tutor-turn']);
  });

  it('only the seeder, the leaderboard job and the domains bundling their writers (teams and, through team paths, scenarios) write in batches', () => {
    const batchers = subjects
      .filter((s) => statementsOf(s.fn()).flatMap(actionsOf).includes('dynamodb:BatchWriteItem'))
      .map((s) => s.name)
      .sort();
    expect(batchers).toEqual([
      'API domain progress',
      'API domain scenarios',
      'API domain teams',
      'content seeder',
      'job leaderboards',
    ]);
  });
});
