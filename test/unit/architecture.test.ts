import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENCODER_PACKAGES,
  EXEMPLAR_ENTRIES,
  installedPackages,
  NLP_MODEL_ENTRIES,
  NLP_MODEL_PACKAGE,
  SCENARIO_CARD_ENTRIES,
  SCENARIO_CONTENT_ENTRIES,
  writeScenarioFiles,
} from '../../functions/bundling';
import { EXEMPLAR_DIR_NAME } from '../../functions/tutor/exemplars';
import { SCHEDULED_JOBS } from '../../functions/jobs/registry';
import { DOMAINS, handlerModule } from '../../functions/routes';
import { WORKERS } from '../../functions/workers/registry';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS = path.join(ROOT, 'functions');

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

/** Every module a Lambda entry pulls in (static imports, relative and package), by walking the sources. */
function importGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.ts')) return;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    // Type-only imports vanish from the bundle.
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
      const spec = match[1]!;
      if (!spec.startsWith('.')) {
        visit(`package:${spec}`);
        continue;
      }
      const resolved = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), spec));
      const asTs = `${resolved.replace(/\.js$/, '')}.ts`;
      visit(existsSync(path.join(ROOT, asTs)) ? asTs : resolved);
    }
  };
  visit(entry);
  return seen;
}

const LAMBDA_ENTRIES = [
  ...DOMAINS.map(handlerModule),
  'functions/handlers/realtime.ts',
  ...WORKERS.map((worker) => worker.module),
  ...SCHEDULED_JOBS.map((job) => job.module),
  'functions/content/seed.ts',
  'functions/triggers/pre-sign-up.ts',
  'functions/analytics/catalog-latest-export.ts',
];

const carrying = (predicate: (module: string) => boolean) =>
  LAMBDA_ENTRIES.filter((entry) => [...importGraph(entry)].some(predicate)).sort();

describe('lean Lambda bundles', () => {
  it('the NLP model reaches only the functions that run the tutor or score assessments', () => {
    // The scenarios function starts dialogues (functions/tutor/opening.ts) and hands every
    // reply to the tutor worker: it reads no text.
    expect(carrying((m) => m === 'package:wink-nlp' || m === `package:${NLP_MODEL_PACKAGE}`)).toEqual(
      ['functions/workers/score-assessment.ts', 'functions/workers/tutor-turn.ts'].sort(),
    );
    // The functions whose zips get the model installed beside the bundle are exactly these.
    expect([...NLP_MODEL_ENTRIES].sort()).toEqual(carrying((m) => m === `package:${NLP_MODEL_PACKAGE}`));
  });

  it('the sentence encoder reaches only the tutor worker, whose zip carries its packages and the exemplars', () => {
    expect(carrying((m) => m === 'functions/tutor/sentence-encoder.ts')).toEqual(
      [...EXEMPLAR_ENTRIES].sort(),
    );
    const outDir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    try {
      writeScenarioFiles('functions/workers/tutor-turn.ts', outDir);
      expect(readdirSync(path.join(outDir, EXEMPLAR_DIR_NAME)).sort()).toEqual(
        readdirSync(path.join(ROOT, 'functions/content', EXEMPLAR_DIR_NAME)).sort(),
      );
      expect(installedPackages('functions/workers/tutor-turn.ts')).toEqual(
        expect.arrayContaining([...ENCODER_PACKAGES, NLP_MODEL_PACKAGE]),
      );
      expect(installedPackages('functions/handlers/scenarios.ts')).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('scenario content reaches only the functions that play scenarios, the tutor and the seeder', () => {
    // Lists, challenges, teams and the scorer (a learning path's skills) name scenarios through
    // their cards (functions/content/scenario-cards.ts); the rest read none.
    expect(carrying((m) => m === 'functions/content/scenario-library.ts')).toEqual(
      [
        'functions/content/seed.ts',
        'functions/handlers/scenarios.ts',
        'functions/workers/tutor-turn.ts',
      ].sort(),
    );
    // Their zips get the content beside the bundle, one file per scenario: exactly these.
    expect([...SCENARIO_CONTENT_ENTRIES].sort()).toEqual(
      carrying((m) => m === 'functions/content/scenario-library.ts'),
    );
    // The cards travel, as a file beside the bundle, with exactly the functions that read them.
    expect([...SCENARIO_CARD_ENTRIES].sort()).toEqual(
      carrying((m) => m === 'functions/content/scenario-cards.ts'),
    );
    // The whole library (read from the source folder) is for the tools and tests only.
    expect(carrying((m) => m === 'functions/content/scenarios.ts')).toEqual([]);
  });

  it('the practice question banks reach only the seeder: practice reads them from the table', () => {
    expect(carrying((m) => m === 'functions/content/practice-questions.ts')).toEqual([
      'functions/content/seed.ts',
    ]);
  });

  it('the walk follows the chain it guards (profile -> assessment), so it would see the model come back', () => {
    const graph = importGraph('functions/handlers/users.ts');
    expect(graph).toContain('functions/services/profile-service.ts');
    expect(graph).toContain('functions/services/assessment/assessment-outcome.ts');
    expect(importGraph('functions/workers/score-assessment.ts')).toContain('functions/tutor/language.ts');
  });
});
