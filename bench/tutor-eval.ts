import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../functions/content/scenarios';
import { RubricTutor } from '../functions/tutor/rubric-tutor';
import { conceptProbe, PROBE_JOINS, probeReplies } from './concept-probe';
import { previousRelease, PREVIOUS_RELEASE } from './previous-release';
import { machine, writeSection } from './report';
import { replyEvidence, textEvidence } from './reply-evidence';
import {
  CORRECT_CATEGORIES,
  evaluate,
  FRESH_SET,
  loadHeldOut,
  TUNING_SETS,
  percent,
  recallOf,
  type Evaluation,
  type EvalTutor,
} from './tutor-evaluation';

/**
 * `npm run eval:tutor`: today's rubric tutor and the tutor of the previous release (the
 * baseline, read from git history by bench/previous-release.ts) on the same learner replies, written from each
 * scenario's story by writers who never saw its rubric. Independent sets: the tuning sets
 * (TUNING_SETS), each held out when it was written and since used, in that order, to tune rubrics
 * and the matcher, and now the tutor's exemplar memory (functions/tutor/exemplars.ts); and a
 * fresh held-out set (FRESH_SET), written from the stories alone by writers who saw no rubric and
 * no other set, which nothing has been checked against and which is reported in aggregate only
 * (overall, and by the round in which its scenarios were written). Today's tutor runs twice: with its exemplar
 * memory, as it answers learners, and with the rubric matcher alone. A reply of a tuning set is
 * weighed with its own set left out of the memory (bench/reply-evidence.ts). Prints and writes
 * recall and false credit per category, side by side, and the turn coherence figures, to
 * docs/benchmarks.md.
 */
const started = performance.now();
/** The previous release: its tutor code with its own rubrics, as they were. */
const previous = await previousRelease();
const today = new RubricTutor() as unknown as EvalTutor<never>;
const tutors = [
  ['Previous release', previous.tutor, previous.scenarios, false],
  ['Today, matcher alone', today, SCENARIOS, false],
  ['Today', today, SCENARIOS, true],
] as const;
const letter = (name: string) => name.slice(-1).toUpperCase();
const sets = [
  [`fresh held-out (set ${letter(FRESH_SET)})`, FRESH_SET],
  ...[...TUNING_SETS].reverse().map((name) => [`tuning (set ${letter(name)})`, name] as const),
] as const;
const tuningSpan = `${letter(TUNING_SETS[0])} to ${letter(TUNING_SETS[TUNING_SETS.length - 1]!)}`;

const results: Array<readonly [string, Array<readonly [string, Evaluation]>]> = [];
for (const [label, name] of sets) {
  const set = loadHeldOut(name);
  const evidence = await replyEvidence(name, set);
  results.push([
    label,
    tutors.map(
      ([tutorName, tutor, scenarios, weighs]) =>
        [tutorName, evaluate(tutor, scenarios, set, weighs ? evidence : undefined)] as const,
    ),
  ]);
}

function categoryTable(runs: ReadonlyArray<readonly [string, Evaluation]>): string {
  const header = `| Reply category | Replies (${runs.map(([name]) => name).join(' / ')}) | ${runs.map(([name]) => `${name}: credited`).join(' | ')} | ${runs.map(([name]) => `${name}: fitting reply`).join(' | ')} |`;
  const rule = `| --- | ---: | ${runs.map(() => '---:').join(' | ')} | ${runs.map(() => '---:').join(' | ')} |`;
  const categories = runs[0]![1].categories.map((c) => c.category);
  const rows = categories.map((category) => {
    const figures = runs.map(([, e]) => e.categories.find((c) => c.category === category)!);
    const correct = (CORRECT_CATEGORIES as readonly string[]).includes(category);
    const label = correct ? `${category} (correct: recall)` : `${category} (should earn nothing)`;
    const fitting = ['steering', 'offTopic'].includes(category);
    return `| ${label} | ${figures.map((f) => f.replies).join(' / ')} | ${figures.map((f) => percent(f.credited, f.replies)).join(' | ')} | ${figures.map((f) => (fitting ? percent(f.fitting, f.replies) : '')).join(' | ')} |`;
  });
  const recall = runs.map(([, e]) => recallOf(e));
  rows.unshift(
    `| **all correct replies: recall** | ${recall.map((r) => r.replies).join(' / ')} | ${recall.map((r) => `**${percent(r.credited, r.replies)}**`).join(' | ')} | ${runs.map(() => '').join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}

function coherenceTable(runs: ReadonlyArray<readonly [string, Evaluation]>): string {
  const rows: Array<[string, (e: Evaluation) => string]> = [
    ['Tutor turns', (e) => String(e.coherence.turns)],
    [
      'Turns asking exactly one question (or closing)',
      (e) => percent(e.coherence.oneQuestion, e.coherence.turns),
    ],
    ['Turns stating an insight the learner had not shown', (e) => String(e.coherence.answerReveals)],
    ['Questions repeated within a dialogue', (e) => String(e.coherence.repeatedQuestions)],
    ['Questions about an item the learner had already shown', (e) => String(e.coherence.redundantQuestions)],
    [
      'Dialogues completed by a typed time-up marker',
      (e) => `${e.coherence.typedMarkerCompletions} of ${e.coherence.scenarios}`,
    ],
    [
      'Scenarios completed by playing the correct replies in turn',
      (e) => `${e.coherence.completedByCorrectReplies} of ${e.coherence.scenarios}`,
    ],
  ];
  return [
    `| Figure | ${runs.map(([name]) => name).join(' | ')} |`,
    `| --- | ${runs.map(() => '---:').join(' | ')} |`,
    ...rows.map(([label, value]) => `| ${label} | ${runs.map(([, e]) => value(e)).join(' | ')} |`),
  ].join('\n');
}

const sections = results.map(
  ([label, runs]) => `### ${label[0]!.toUpperCase()}${label.slice(1)}

${categoryTable(runs)}

${coherenceTable(runs)}`,
);

// Per-scenario figures come from the tuning sets together; the fresh set is reported in
// aggregate only, so its misses cannot steer rubric edits scenario by scenario.
const tuned = results.slice(1).map(([, runs]) => runs[2]![1]);
const byScenario = new Map<string, { correct: number; recalled: number; falseCredits: number }>();
for (const evaluation of tuned) {
  for (const s of evaluation.perScenario) {
    const row = byScenario.get(s.scenarioId) ?? { correct: 0, recalled: 0, falseCredits: 0 };
    row.correct += s.correct;
    row.recalled += Math.round(s.recall * s.correct);
    row.falseCredits += s.falseCredits;
    byScenario.set(s.scenarioId, row);
  }
}
const perScenario = [
  `| Scenario (sets ${tuningSpan}, lowest recall first) | Correct replies credited | Non-credit replies credited |`,
  '| --- | ---: | ---: |',
  ...[...byScenario.entries()]
    .sort(
      ([, a], [, b]) => a.recalled / a.correct - b.recalled / b.correct || b.falseCredits - a.falseCredits,
    )
    .map(
      ([id, s]) =>
        `| ${id} | ${s.recalled} of ${s.correct} (${percent(s.recalled, s.correct)}) | ${s.falseCredits} |`,
    ),
].join('\n');
/**
 * The fresh set's recall by the round in which its scenarios were written (their content files):
 * the earlier a scenario, the more tuning sets its rubric has met.
 */
const WRITING_ROUNDS = [
  { label: 'first (scenarios-core, -a to -c)', files: /^scenarios-(core|[a-c])\.json$/ },
  { label: 'second (scenarios-d to -g)', files: /^scenarios-[d-g]\.json$/ },
  { label: 'third (scenarios-h to -o)', files: /^scenarios-[h-o]\.json$/ },
];
const scenarioDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../functions/content/scenarios',
);
const roundOf = new Map<string, string>();
for (const file of readdirSync(scenarioDir)) {
  const round = WRITING_ROUNDS.find((r) => r.files.test(file));
  const ids = (JSON.parse(readFileSync(path.join(scenarioDir, file), 'utf8')) as { id: string }[]).map(
    (s) => s.id,
  );
  for (const id of ids) roundOf.set(id, round?.label ?? 'later');
}
const fresh = results[0]![1][2]![1];
const byRound = [
  `| Writing round of the scenarios | Scenarios | ${results[0]![0]}: correct replies credited |`,
  '| --- | ---: | ---: |',
  ...[...WRITING_ROUNDS.map((r) => r.label), 'later']
    .map((label) => {
      const rows = fresh.perScenario.filter((s) => roundOf.get(s.scenarioId) === label);
      const correct = rows.reduce((sum, s) => sum + s.correct, 0);
      const recalled = rows.reduce((sum, s) => sum + Math.round(s.recall * s.correct), 0);
      return rows.length ? `| ${label} | ${rows.length} | ${percent(recalled, correct)} |` : '';
    })
    .filter(Boolean),
].join('\n');
// Today's probe replies are weighed among the exemplars like any other reply.
const probeEvidence = await textEvidence('concept-probe', probeReplies(SCENARIOS));
const probes = tutors.map(
  ([name, tutor, scenarios, weighs]) =>
    [name, conceptProbe(tutor, scenarios, weighs ? probeEvidence : undefined)] as const,
);
const probeTable = [
  `| Each item's own concept terms, one reply per item | ${probes.map(([name]) => name).join(' | ')} |`,
  `| --- | ${probes.map(() => '---:').join(' | ')} |`,
  ...PROBE_JOINS.map(
    ([join, sep]) =>
      `| items credited, terms joined by "${sep.trim() || 'a space'}" | ${probes.map(([, p]) => `${p.credited[join]} of ${p.items} (${percent(p.credited[join], p.items)})`).join(' | ')} |`,
  ),
  `| scenarios completed by sending every item's terms in turn | ${probes.map(([, p]) => `${p.completed} of ${p.scenarios}`).join(' | ')} |`,
].join('\n');
const seconds = (performance.now() - started) / 1000;

const body = `## Rubric tutor evaluation (\`npm run eval:tutor\`)

${SCENARIOS.length} scenarios. Every reply in \`test/fixtures/tutor-heldout/\` was written from a
scenario's story alone (title, situation, objective, opening question) by writers who never saw
its rubric, in eight kinds: correct in plain words, correct but terse, correct with typing slips;
keyword lists, confident reasoning that uses the right words toward the wrong conclusion,
denials, steering (reworded injections, answer requests, requests to be marked complete) and
off-topic or rude messages. Sets ${tuningSpan} were each held out when written and have since guided
rubric and matcher changes, in that order; they are also the tutor's exemplar memory, the
labelled replies a new reply is placed among (a tuning set's reply is weighed with its own set
left out), and, but for the exemplar model's own fit set, the data of its reply prior, so their
figures flatter today's tutor. Set ${letter(FRESH_SET)} was written last, by writers who saw only the stories (no rubric, no other
set), and has never been looked at against the tutor, reply by reply or scenario by scenario,
so its figures are the ones to quote. Each reply is played from a fresh dialogue: *credited*
means the understanding score moved. *Today* is the tutor as it answers learners, with its
exemplar memory; *Today, matcher alone* is the same tutor without it. The previous release's
tutor with its own rubrics (commit \`${PREVIOUS_RELEASE.slice(0, 7)}\`, read from git history)
runs on the same replies in the same run.

${sections.join('\n\n')}

### A gamer who has read the rubric

The worst case for keyword lists: for every rubric item, the shortest term of each of its concept
groups and nothing else ("ego, gone"), sent as a reply of its own. A learner cannot see the
rubric, so the held-out keyword lists above are the realistic measure; this probe shows how much
of the rubric's own vocabulary still earns credit without a claim around it.

${probeTable}

${byRound}

${perScenario}

${machine()}; ${seconds.toFixed(1)} s for all sets and tutors.`;

console.log(body);
writeSection('tutor-eval', body);
