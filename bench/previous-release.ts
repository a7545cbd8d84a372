import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ScenarioContent } from '../shared/schemas/scenario-content';
import type { EvalTutor } from './tutor-evaluation';

/**
 * The previous release's rubric tutor, with its own rubrics, read from git history rather
 * than kept as a copy: its files at the release commit are written under `.baseline/` (at the
 * same depth as `functions/tutor`, so their imports of `shared/` resolve) and imported from there.
 */
export const PREVIOUS_RELEASE = 'cb7d95a1824179792727952604954d39e149fcc8';
const TUTOR_FILES = ['contract', 'language', 'reply-checks', 'rubric-matcher', 'rubric-tutor'];
const SCENARIO_FILES = ['scenarios-core', 'scenarios-a', 'scenarios-b', 'scenarios-c'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, '.baseline');

function fromHistory(file: string): string {
  try {
    return execFileSync('git', ['show', `${PREVIOUS_RELEASE}:${file}`], { cwd: root, encoding: 'utf8' });
  } catch {
    throw new Error(
      `The previous release (${PREVIOUS_RELEASE}) is not in this clone's history; run "git fetch --unshallow" first.`,
    );
  }
}

export async function previousRelease(): Promise<{ tutor: EvalTutor<never>; scenarios: ScenarioContent[] }> {
  mkdirSync(path.join(target, 'tutor'), { recursive: true });
  for (const name of TUTOR_FILES)
    writeFileSync(path.join(target, 'tutor', `${name}.ts`), fromHistory(`functions/tutor/${name}.ts`));
  const scenarios = SCENARIO_FILES.flatMap(
    (name) => JSON.parse(fromHistory(`functions/content/scenarios/${name}.json`)) as ScenarioContent[],
  );
  const module = (await import(pathToFileURL(path.join(target, 'tutor', 'rubric-tutor.ts')).href)) as {
    RubricTutor: new () => EvalTutor<never>;
  };
  return { tutor: new module.RubricTutor(), scenarios };
}
