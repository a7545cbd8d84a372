import type { LearningPathContent } from '../../shared/schemas/learning-paths';
import type { ScenarioContent } from '../../shared/schemas/scenario-content';

/**
 * How the scenario library covers the toolkit and the learners it serves, and how it stands
 * against the library's targets: 250 scenarios, every model and bias trained by at least five,
 * at least 40 premium, at least 40 open to a new learner, at least 15 learning paths of 5-8
 * scenarios, and all three difficulties used.
 */
export interface Skill {
  id: string;
  name: string;
  kind: 'Mental model' | 'Cognitive bias';
}

export interface Target {
  label: string;
  actual: number;
  wanted: number;
  met: boolean;
}

export interface Coverage {
  scenarios: number;
  perSkill: Array<Skill & { scenarios: number; main: number }>;
  perCategory: Array<[string, number]>;
  perDifficulty: Array<[string, number]>;
  premium: number;
  openToNewLearner: number;
  paths: number;
  targets: Target[];
}

export const TARGETS = {
  scenarios: 250,
  perSkill: 5,
  premium: 40,
  openToNewLearner: 40,
  paths: 15,
} as const;

function tally(values: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function coverageOf(
  scenarios: readonly ScenarioContent[],
  skills: readonly Skill[],
  paths: readonly LearningPathContent[],
): Coverage {
  const perSkill = skills.map((skill) => ({
    ...skill,
    scenarios: scenarios.filter((s) => s.skillIds.includes(skill.id)).length,
    main: scenarios.filter((s) => s.skillIds[0] === skill.id).length,
  }));
  const premium = scenarios.filter((s) => s.premium).length;
  const openToNewLearner = scenarios.filter((s) => !s.premium && s.requiredLevel <= 1).length;
  const wellSizedPaths = paths.filter((p) => p.scenarioIds.length >= 5 && p.scenarioIds.length <= 8).length;
  const covered = perSkill.filter((s) => s.scenarios >= TARGETS.perSkill).length;
  const perDifficulty = tally(scenarios.map((s) => s.difficulty));
  const target = (label: string, actual: number, wanted: number): Target => ({
    label,
    actual,
    wanted,
    met: actual >= wanted,
  });
  return {
    scenarios: scenarios.length,
    perSkill,
    perCategory: tally(scenarios.map((s) => s.category)),
    perDifficulty,
    premium,
    openToNewLearner,
    paths: paths.length,
    targets: [
      target('Scenarios', scenarios.length, TARGETS.scenarios),
      target(`Models and biases trained by at least ${TARGETS.perSkill} scenarios`, covered, skills.length),
      target('Premium scenarios', premium, TARGETS.premium),
      target('Scenarios open to a new learner (free, level 1)', openToNewLearner, TARGETS.openToNewLearner),
      target('Learning paths of 5-8 scenarios', wellSizedPaths, TARGETS.paths),
      target('Difficulties used', perDifficulty.length, 3),
    ],
  };
}

/** The coverage as markdown tables, for docs/content.md. */
export function coverageMarkdown(coverage: Coverage): string {
  const share = (n: number) => `${((100 * n) / Math.max(1, coverage.scenarios)).toFixed(0)}%`;
  const lines = [
    '| Target | Now | Wanted | |',
    '| --- | ---: | ---: | --- |',
    ...coverage.targets.map(
      (t) => `| ${t.label} | ${t.actual} | ${t.wanted} | ${t.met ? 'met' : 'not yet'} |`,
    ),
    '',
    '| Category | Scenarios | Share |',
    '| --- | ---: | ---: |',
    ...coverage.perCategory.map(([c, n]) => `| ${c} | ${n} | ${share(n)} |`),
    '',
    '| Difficulty | Scenarios | Share |',
    '| --- | ---: | ---: |',
    ...coverage.perDifficulty.map(([d, n]) => `| ${d} | ${n} | ${share(n)} |`),
    '',
    `Premium: ${coverage.premium} (${share(coverage.premium)}); open to a new learner: ${coverage.openToNewLearner}; learning paths: ${coverage.paths}.`,
    '',
    '| Model or bias | Kind | Scenarios training it | As the main skill |',
    '| --- | --- | ---: | ---: |',
    ...[...coverage.perSkill]
      .sort((a, b) => a.scenarios - b.scenarios || a.name.localeCompare(b.name))
      .map((s) => `| ${s.name} | ${s.kind} | ${s.scenarios} | ${s.main} |`),
  ];
  return lines.join('\n');
}
