import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a Lambda's code can reach, read from the source: every module its entry imports
 * (transitively, type-only imports left out, as the bundler leaves them out), and in those
 * modules the DynamoDB commands, index names, worker invocations and WebSocket pushes.
 * The least-privilege test compares this with the declaration in functions/access.ts.
 */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ReachedAccess {
  tableActions: string[];
  indexes: string[];
  invokes: string[];
  pushes: boolean;
  modules: string[];
}

/** SDK document-client commands and the IAM action each one needs. */
const COMMAND_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
  TransactGetCommand: 'dynamodb:GetItem',
};
/** A write transaction is authorised item by item, by the action of each item's kind. */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

/** The one module that wraps Query for others: its callers are counted, not itself. */
const DYNAMO_CLIENT = 'functions/repositories/dynamo-client.ts';
const REALTIME_PUSH = 'functions/platform/realtime-push.ts';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Repository-relative paths of every module an entry bundles, the entry first. */
export function reachableModules(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.join(REPO_ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue;
      const resolved = resolveImport(file, match[2]!);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(REPO_ROOT, file).split(path.sep).join('/'));
}

/** Strips comments, so a command named in prose is not taken for a call. */
function code(file: string): string {
  return readFileSync(path.join(REPO_ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

export function accessOf(entry: string): ReachedAccess {
  const modules = reachableModules(entry);
  const actions = new Set<string>();
  const indexes = new Set<string>();
  const invokes = new Set<string>();
  for (const file of modules) {
    if (file === DYNAMO_CLIENT) continue;
    const source = code(file);
    for (const [command, action] of Object.entries(COMMAND_ACTIONS)) {
      if (new RegExp(`new\\s+${command}\\s*\\(`).test(source)) actions.add(action);
    }
    if (/new\s+TransactWriteCommand\s*\(/.test(source) || /TransactItems/.test(source)) {
      for (const [kind, action] of Object.entries(TRANSACT_ITEM_ACTIONS)) {
        if (new RegExp(`\\b${kind}\\s*:\\s*\\{`).test(source)) actions.add(action);
      }
    }
    if (/\bqueryAll\s*(<[^>]*>)?\s*\(/.test(source)) actions.add('dynamodb:Query');
    for (const match of source.matchAll(/IndexName\s*:\s*'([^']+)'/g)) indexes.add(match[1]!);
    for (const match of source.matchAll(/\binvokeAsync\s*\(\s*'([^']+)'/g)) invokes.add(match[1]!);
  }
  return {
    tableActions: [...actions].sort(),
    indexes: [...indexes].sort(),
    invokes: [...invokes].sort(),
    pushes: modules.includes(REALTIME_PUSH),
    modules,
  };
}
