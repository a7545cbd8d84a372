import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FUNCTIONS = path.resolve(import.meta.dirname, '../../functions');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourcesUnder(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

describe('architecture', () => {
  it('sends mail only from the send-email worker, the one function allowed to use SES', () => {
    const senders = sourcesUnder(FUNCTIONS)
      .filter((file) => /\bsendEmail\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(FUNCTIONS, file))
      .sort();
    expect(senders).toEqual(['adapters/mailer.ts', 'workers/send-email.ts']);
  });

  it('touches DynamoDB only from repositories (and the local stack that creates the table)', () => {
    const users = sourcesUnder(FUNCTIONS)
      .filter((file) => /from '@aws-sdk\/(lib-dynamodb|client-dynamodb)'/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(FUNCTIONS, file).split(path.sep)[0])
      .filter((folder) => folder !== 'repositories' && folder !== 'local');
    expect(users).toEqual([]);
  });
});
