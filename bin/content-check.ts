import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverageMarkdown } from './content-review/coverage';
import { reviewContent } from './content-review/review';
import { SCENARIO_CARDS_FILE, scenarioCardsJson } from './content-review/scenario-cards';

/**
 * `npm run content:check`: validates every content file, reads the scenario rubrics the way the
 * tutor does, recomputes arithmetic, flags near-duplicate stories and generic concept words,
 * and prints the library's coverage against its targets. Exits 1 on any error.
 * `--write` also refreshes the coverage section of docs/content.md and the scenario cards; `--strict` fails on unmet
 * coverage targets too.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const review = reviewContent(path.join(root, 'functions', 'content'));
const errors = review.findings.filter((f) => f.level === 'error');
const warnings = review.findings.filter((f) => f.level === 'warning');

for (const f of review.findings)
  console.log(`${f.level === 'error' ? 'ERROR' : 'warn '} ${f.where}: ${f.message}`);
const table = coverageMarkdown(review.coverage);
console.log(`\n${table}\n`);
console.log(
  `${review.coverage.scenarios} scenarios, ${review.arithmeticChecked} calculations recomputed, ` +
    `${review.duplicates.length} similar story pairs; ${errors.length} errors, ${warnings.length} warnings.`,
);

if (args.has('--write')) {
  const file = path.join(root, 'docs', 'content.md');
  const start = '<!-- content:coverage -->';
  const end = '<!-- /content:coverage -->';
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `# Content\n\n${start}\n${end}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/content.md lacks the ${start} markers`);
  writeFileSync(file, `${text.slice(0, from)}${start}\n${table}\n${end}${text.slice(to + end.length)}`);
  console.log('Coverage written to docs/content.md');
  writeFileSync(SCENARIO_CARDS_FILE, scenarioCardsJson());
  console.log('Scenario cards written to functions/content/scenario-cards.json');
}

const unmet = review.coverage.targets.filter((t) => !t.met);
if (errors.length > 0 || (args.has('--strict') && unmet.length > 0)) process.exit(1);
