/**
 * What each Lambda may do on AWS, next to the route table that creates the functions: the
 * DynamoDB actions and indexes its code uses, the workers it hands work to, and whether it
 * pushes to WebSocket connections. The stacks grant exactly this (lib/constructs/grants.ts)
 * and test/unit/least-privilege.test.ts checks it against the code each function bundles,
 * so a grant that the code no longer needs, or a call the grants do not allow, fails a test.
 *
 * Nothing here grants Scan: no code path reads the whole table. Per-learner keys
 * (`dynamodb:LeadingKeys` on the caller's id) are not possible for an execution role, which
 * serves every learner; the handlers scope every key by the verified token instead.
 */
import type { Domain } from './routes';
import type { WorkerName } from './workers/registry';

/** DynamoDB actions, named as IAM names them without the `dynamodb:` prefix. */
export type TableAction =
  | 'GetItem'
  | 'BatchGetItem'
  | 'Query'
  | 'Scan'
  | 'PutItem'
  | 'UpdateItem'
  | 'DeleteItem'
  | 'BatchWriteItem'
  | 'ConditionCheckItem';

export interface FunctionAccess {
  /** Actions on the table's items; empty for a function that never touches the table. */
  table: readonly TableAction[];
  /** Global secondary indexes it queries (see functions/repositories/table-schema.ts). */
  indexes: readonly string[];
  /** Workers it invokes asynchronously (functions/workers/registry.ts). */
  invokes: readonly WorkerName[];
  /** Posts to or closes WebSocket connections through the management API. */
  pushes: boolean;
}

/** Item reads and writes without batches: what most request handlers need. */
const ITEMS: readonly TableAction[] = ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'];

export const DOMAIN_ACCESS: Record<Domain, FunctionAccess> = {
  // Health reads one item; the waitlist and the first signed-in call write.
  system: {
    table: ['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: [],
    invokes: [],
    pushes: false,
  },
  auth: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  oauth: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  users: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  // Leaderboards are read from the roster index and materialised boards.
  progress: {
    table: [...ITEMS, 'BatchWriteItem'],
    indexes: ['gsi1', 'roster'],
    invokes: ['send-email', 'score-assessment'],
    pushes: false,
  },
  // Batch writes come with the content repository, whose seeding half it bundles; batch reads
  // with the team paths that members' own paths start from.
  // Reads the seeded toolkit; a learning path's final assessment is the scenarios function's.
  toolkit: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  // The one caller of the tutor: a reply and the re-drive of a lost one.
  // Also answers the learning paths' final assessments, whose team paths bundle the team
  // figures' writer (batch writes, the roster).
  scenarios: {
    table: [...ITEMS, 'BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem'],
    indexes: ['gsi1', 'roster'],
    invokes: ['send-email', 'score-assessment', 'tutor-turn'],
    pushes: false,
  },
  assessment: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  payments: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email', 'score-assessment'], pushes: false },
  feedback: { table: ITEMS, indexes: ['gsi1'], invokes: ['send-email'], pushes: false },
  // A team's overview is one BatchGet; refreshing its figures reads the roster.
  teams: {
    table: [...ITEMS, 'BatchGetItem', 'BatchWriteItem'],
    indexes: ['gsi1', 'roster'],
    invokes: ['send-email', 'score-assessment'],
    pushes: false,
  },
  // Accepting checks the challenge is open inside the joining transaction.
  challenges: {
    table: [...ITEMS, 'BatchGetItem', 'ConditionCheckItem'],
    indexes: ['gsi1'],
    invokes: ['send-email', 'score-assessment'],
    pushes: false,
  },
};

/**
 * Workers invoke no worker and are given no worker's function name. The tutor and scoring
 * workers bundle the service modules that hand work to them, for their helpers only.
 */
export const WORKER_ACCESS: Record<WorkerName, FunctionAccess> = {
  'send-email': { table: [], indexes: [], invokes: [], pushes: false },
  'tutor-turn': {
    table: [...ITEMS, 'BatchGetItem', 'ConditionCheckItem'],
    indexes: ['gsi1', 'gsi2'],
    invokes: [],
    pushes: true,
  },
  'score-assessment': { table: ITEMS, indexes: ['gsi1'], invokes: [], pushes: false },
};

/** By job name (functions/jobs/registry.ts). */
export const JOB_ACCESS: Record<string, FunctionAccess> = {
  // Also refreshes every team's figures (gsi1 lists the teams).
  leaderboards: {
    table: [...ITEMS, 'BatchGetItem', 'BatchWriteItem'],
    indexes: ['gsi1', 'roster'],
    invokes: [],
    pushes: false,
  },
  'sweep-connections': {
    table: ['GetItem', 'Query', 'PutItem', 'DeleteItem'],
    indexes: ['gsi1', 'gsi2'],
    invokes: [],
    pushes: true,
  },
  // Reads the reminder index (gsi2) and claims each learner's local day in a transaction
  // (Puts); the email goes out through the send-email worker.
  'daily-reminders': {
    table: ['Query', 'PutItem'],
    indexes: ['gsi2'],
    invokes: ['send-email'],
    pushes: false,
  },
};

/** The WebSocket handler: records connections and answers over them. */
export const REALTIME_ACCESS: FunctionAccess = {
  table: ['GetItem', 'Query', 'PutItem', 'DeleteItem'],
  indexes: ['gsi1', 'gsi2'],
  invokes: [],
  pushes: true,
};

/** The deploy-time seeding of the toolkit content. */
export const CONTENT_SEED_ACCESS: FunctionAccess = {
  table: ['GetItem', 'Query', 'PutItem', 'BatchWriteItem'],
  indexes: [],
  invokes: [],
  pushes: false,
};

export function jobAccess(name: string): FunctionAccess {
  const access = JOB_ACCESS[name];
  if (!access) throw new Error(`No access declared for job ${name} in functions/access.ts`);
  return access;
}
