import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../functions/content/scenarios';
import { evaluate, type EvalFixtures } from '../functions/tutor/evaluation';
import { machine, writeSection } from './report';

/**
 * `npm run eval:tutor`: the graded replies of test/fixtures/tutor-eval-replies.json (plus each
 * scenario's own strong, partial and misconception replies) through the rubric tutor, for every
 * scenario. Prints the figures per category and writes them to docs/benchmarks.md.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixtures = JSON.parse(
  readFileSync(path.join(root, 'test/fixtures/tutor-eval-replies.json'), 'utf8'),
) as EvalFixtures;

const started = performance.now();
const figures = evaluate(SCENARIOS, fixtures);
const seconds = (performance.now() - started) / 1000;

const rows = figures.map(
  (f) =>
    `| ${f.category} | ${f.replies} | ${f.meanScoreGain.toFixed(1)} | ${(f.questionShare * 100).toFixed(0)}% | ${f.answerReveals} | ${f.repeatedQuestions} |`,
);
const table = [
  '| Reply category | Replies | Mean score gain (points) | Tutor turns asking a question | Answer reveals | Repeated questions |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(table);

writeSection(
  'tutor-eval',
  `## Rubric tutor evaluation (\`npm run eval:tutor\`)

${SCENARIOS.length} scenarios; each reply is played from a fresh dialogue (score gain, question,
reveal), and each category is also played as a six-reply dialogue per scenario to count repeated
questions. Strong, partial and misconception replies come from each scenario's rubric; the other
categories from \`test/fixtures/tutor-eval-replies.json\`. The baseline is the empty reply: only
strong and partial replies should move the score, and strong ones most.

${table}

${machine()}; ${seconds.toFixed(1)} s for the whole set.`,
);
