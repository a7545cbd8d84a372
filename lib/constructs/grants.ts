import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { FunctionAccess } from '../../functions/access';
import { workerFunctionEnvName, type WorkerName } from '../../functions/workers/registry';

/**
 * Least privilege from the declaration in functions/access.ts: the table actions a function's
 * code uses on the table itself, Query on the indexes it reads, and nothing else. (The
 * grantReadWriteData of the table would add Scan, batch reads and every index.)
 */
export function grantTableAccess(grantee: IGrantable, table: ITable, access: FunctionAccess): void {
  if (access.table.length === 0) return;
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: access.table.map((action) => `dynamodb:${action}`),
      resources: [table.tableArn],
    }),
  );
  if (access.indexes.length > 0) {
    if (!access.table.includes('Query')) throw new Error('An index is read with Query: declare Query too');
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: access.indexes.map((index) => `${table.tableArn}/index/${index}`),
      }),
    );
  }
}

/**
 * The declared workers only: invoke rights and the variable that names each function. Callers
 * invoke the unqualified function (its $LATEST), so the right is on that ARN alone, not on
 * `<arn>:*` (every version and alias) as `grantInvoke` would give.
 */
export function grantWorkerInvokes(
  caller: IFunction & { addEnvironment(key: string, value: string): unknown },
  workers: Partial<Record<WorkerName, IFunction>>,
  access: FunctionAccess,
): void {
  for (const name of access.invokes) {
    const worker = workers[name];
    if (!worker) throw new Error(`Worker ${name} has no function`);
    caller.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [worker.functionArn] }),
    );
    caller.addEnvironment(workerFunctionEnvName(name), worker.functionName);
  }
}
