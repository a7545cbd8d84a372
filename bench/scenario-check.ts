import { readFileSync } from 'node:fs';
import { scenarioContentSchema, type ScenarioContent } from '../shared/schemas/scenario-content';
import { skillName } from '../functions/content/scenarios';
import { rubricProblems } from '../bin/content-review/rubric';
import { RubricTutor } from '../functions/tutor/rubric-tutor';
import { compileScenario, matchConcepts, readReply } from '../functions/tutor/rubric-matcher';
import {
  loadHeldOut,
  CORRECT_CATEGORIES,
  NON_CREDIT_CATEGORIES,
  TUNING_SETS,
  type HeldOutSet,
} from './tutor-evaluation';

/**
 * `npx tsx bench/scenario-check.ts <scenario.json> [set-a | ... | set-f | held-out.json]`: checks one scenario file for a
 * content editor. Validates it, audits its concepts for generic words, plays its own phrasings
 * (each must earn its item; no contradiction may fire on them), and plays the tuning set's
 * replies for it, printing what each missed or wrongly credited reply matched.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: scenario-check <scenario.json>');
const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
const scenario: ScenarioContent = scenarioContentSchema.parse(raw);
const problems = rubricProblems(scenario).map((p) => `${p.itemId}: ${p.problem}`);
const compiled = compileScenario(scenario, scenario.skillIds.map(skillName));
console.log(
  problems.length ? `PROBLEMS (${problems.length}):\n  ${problems.join('\n  ')}` : 'Content checks: OK',
);

const setArg = process.argv[3] ?? 'set-a';
// A fresh set (bench/tutor-eval.ts) is read in aggregate only, never per scenario.
const tuning = TUNING_SETS.find((name) => name === setArg);
if (!setArg.endsWith('.json') && !tuning)
  throw new Error(`scenario-check plays the tuning sets (${TUNING_SETS.join(', ')}), not ${setArg}`);
// A set by name (test/fixtures/tutor-heldout/<name>.json) or a held-out file being written.
const set: HeldOutSet = tuning
  ? loadHeldOut(tuning)
  : (JSON.parse(readFileSync(setArg, 'utf8')) as HeldOutSet);
const entry = set.scenarios.find((e) => e.scenarioId === scenario.id);
if (entry) {
  const tutor = new RubricTutor();
  const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
  const describe = (message: string) => {
    const reply = readReply(compiled, message);
    return scenario.rubric
      .map((item) => {
        const m = matchConcepts(reply, compiled.items.get(item.id)!);
        return `${item.id}: groups ${JSON.stringify(m.groupsUsed)} best ${m.hits}/${m.minConcepts}${m.contradicted ? ' CONTRADICTED' : ''}${m.denied ? ' denied' : ''}`;
      })
      .join('; ');
  };
  let correct = 0;
  let credited = 0;
  for (const category of [...CORRECT_CATEGORIES, ...NON_CREDIT_CATEGORIES]) {
    for (const message of entry.replies[category]) {
      const opening = tutor.opening(scenario, learner);
      const turn = tutor.turn({ scenario, state: opening.state, message, learner, history: [] });
      const gain = turn.feedback.understandingScore;
      const isCorrect = (CORRECT_CATEGORIES as readonly string[]).includes(category);
      if (isCorrect) correct += 1;
      if (isCorrect && gain > 0) credited += 1;
      if (isCorrect === gain > 0) continue;
      console.log(
        `\n[${isCorrect ? 'MISSED' : 'WRONGLY CREDITED'} ${category}] ${message}\n  -> ${turn.verdict} ${gain}%  ${describe(message)}`,
      );
    }
  }
  console.log(`\nCorrect replies credited: ${credited}/${correct}`);
}
