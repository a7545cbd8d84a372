import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITY } from '../../functions/repositories/keys';

const ROOT = path.resolve(import.meta.dirname, '../..');
const doc = readFileSync(path.join(ROOT, 'docs', 'data-model.md'), 'utf8');
const keysSource = readFileSync(path.join(ROOT, 'functions', 'repositories', 'keys.ts'), 'utf8');

/** Every literal prefix keys.ts builds a key from: `USER#`, `THROTTLE#`, `PROFILE`, `CONTENT#MODEL`, ... */
function keyPrefixes(): string[] {
  const found = new Set<string>();
  for (const match of keysSource.matchAll(
    /[`'](?<text>[A-Z][A-Z0-9]*(?:#[A-Z][A-Z0-9]*)*#?)(?:\$\{|[`'])/g,
  )) {
    found.add(match.groups!.text!);
  }
  return [...found].sort();
}

describe('docs/data-model.md', () => {
  it('charts every entity type of keys.ts by its entityType', () => {
    const missing = Object.values(ENTITY).filter(
      (type) => !new RegExp(`^\\|\\s*\`${type}\`\\s*\\|`, 'm').test(doc),
    );
    expect(missing).toEqual([]);
  });

  it('names every key prefix keys.ts builds', () => {
    const prefixes = keyPrefixes();
    expect(prefixes).toEqual(
      expect.arrayContaining(['USER#', 'PROFILE', 'ROSTER#', 'CONTENT#MODEL', 'WINDOW#']),
    );
    expect(prefixes.filter((prefix) => !doc.includes(prefix))).toEqual([]);
  });
});
