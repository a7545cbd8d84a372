import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';
import { assessmentQuestionContentSchema } from '../../shared/schemas/assessment';
import { learningPathContentSchema, type LearningPathContent } from '../../shared/schemas/learning-paths';
import { demoSlideSchema } from '../../shared/schemas/marketing';
import { achievementDefinitionSchema } from '../../shared/schemas/progress';
import { scenarioContentSchema, type ScenarioContent } from '../../shared/schemas/scenario-content';
import {
  cognitiveBiasSchema,
  mentalModelSchema,
  practiceQuestionSchema,
  skillTreeSchema,
  type CognitiveBiasContent,
  type MentalModelContent,
  type PracticeQuestionContent,
} from '../../shared/schemas/toolkit';
import { checkArithmetic } from './arithmetic';
import { coverageOf, type Coverage, type Skill } from './coverage';
import { rubricProblems } from './rubric';
import { similarPairs, type SimilarPair } from './similarity';

/**
 * The content review behind `npm run content:check`: every content file validated against its
 * schema, every cross-reference resolved, the scenario rubrics read the way the tutor reads
 * them, arithmetic recomputed, near-duplicate stories flagged, and the library's coverage
 * measured against its targets. Errors fail the check; warnings are for the editor's eye.
 */
export interface Finding {
  level: 'error' | 'warning';
  where: string;
  message: string;
}

export interface Review {
  findings: Finding[];
  coverage: Coverage;
  duplicates: SimilarPair[];
  arithmeticChecked: number;
}

/** Stories at least this alike are near-duplicates (an error); half-way there is worth a look. */
export const DUPLICATE_SIMILARITY = 0.5;
export const SIMILAR_WARNING = 0.35;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function reviewContent(contentDir: string): Review {
  const findings: Finding[] = [];
  const error = (where: string, message: string) => findings.push({ level: 'error', where, message });
  const warn = (where: string, message: string) => findings.push({ level: 'warning', where, message });

  function load<T>(relative: string, schema: ZodType<T>): T[] {
    const file = path.join(contentDir, relative);
    const raw = readJson(file);
    const parsed = z.array(schema).safeParse(raw);
    if (parsed.success) {
      // The functions serve the files as they are, without parsing them at cold start.
      if (!isDeepStrictEqual(parsed.data, raw))
        error(
          relative,
          'not in the form its schema gives it (trimmed; concepts and contradictions in lower case)',
        );
      return parsed.data;
    }
    for (const issue of parsed.error.issues.slice(0, 20))
      error(relative, `${issue.path.join('.')}: ${issue.message}`);
    return [];
  }
  const jsonIn = (dir: string) =>
    readdirSync(path.join(contentDir, dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `${dir}/${f}`);

  const scenarios: ScenarioContent[] = jsonIn('scenarios').flatMap((f) => load(f, scenarioContentSchema));
  const questions: PracticeQuestionContent[] = jsonIn('questions').flatMap((f) =>
    load(f, practiceQuestionSchema),
  );
  const models: MentalModelContent[] = load('mental-models.json', mentalModelSchema);
  const biases: CognitiveBiasContent[] = load('cognitive-biases.json', cognitiveBiasSchema);
  const paths: LearningPathContent[] = load('learning-paths.json', learningPathContentSchema);
  load('achievements.json', achievementDefinitionSchema);
  load('assessment-questions.json', assessmentQuestionContentSchema);
  load('demo-slides.json', demoSlideSchema);
  const tree = skillTreeSchema.safeParse(readJson(path.join(contentDir, 'skill-tree.json')));
  if (!tree.success) error('skill-tree.json', tree.error.issues[0]?.message ?? 'invalid');

  // Identity and cross-references.
  const skills: Skill[] = [
    ...models.map((m) => ({ id: m.id, name: m.name, kind: 'Mental model' as const })),
    ...biases.map((b) => ({ id: b.id, name: b.name, kind: 'Cognitive bias' as const })),
  ];
  const skillIds = new Set(skills.map((s) => s.id));
  const seen = new Map<string, string>();
  for (const [kind, ids] of [
    ['scenario', scenarios.map((s) => s.id)],
    ['question', questions.map((q) => q.id)],
    ['skill', skills.map((s) => s.id)],
    ['path', paths.map((p) => p.id)],
  ] as const) {
    for (const id of ids) {
      if (seen.has(`${kind}:${id}`)) error(kind, `duplicate id "${id}"`);
      seen.set(`${kind}:${id}`, id);
    }
  }
  for (const s of scenarios)
    for (const id of s.skillIds) if (!skillIds.has(id)) error(`scenario ${s.id}`, `unknown skill "${id}"`);
  for (const q of questions) {
    if (!skillIds.has(q.skillId)) error(`question ${q.id}`, `unknown skill "${q.skillId}"`);
    if (new Set(q.options.map((o) => o.trim().toLowerCase())).size !== q.options.length)
      error(`question ${q.id}`, 'two options are the same');
  }
  const scenarioIds = new Set(scenarios.map((s) => s.id));
  for (const p of paths)
    for (const id of p.scenarioIds)
      if (!scenarioIds.has(id)) error(`path ${p.id}`, `unknown scenario "${id}"`);
  const stems = new Map<string, string>();
  for (const q of questions) {
    const stem = q.question.trim().toLowerCase();
    if (stems.has(stem)) error(`question ${q.id}`, `same question as ${stems.get(stem)}`);
    stems.set(stem, q.id);
  }

  // Rubrics as the tutor reads them.
  for (const s of scenarios)
    for (const p of rubricProblems(s)) error(`scenario ${p.scenarioId} / ${p.itemId}`, p.problem);

  // Arithmetic.
  let arithmeticChecked = 0;
  const texts: Array<[string, string]> = [
    ...scenarios.map((s): [string, string] => [
      `scenario ${s.id}`,
      [
        s.context,
        s.objective,
        s.lessonLearned,
        ...s.rubric.flatMap((i) => [i.insight, i.acknowledgement, ...i.hints, ...i.phrasings]),
      ].join('\n'),
    ]),
    ...questions.map((q): [string, string] => [
      `question ${q.id}`,
      [q.question, ...q.options, q.explanation, q.detailedExplanation].join('\n'),
    ]),
    ...[...models, ...biases].map((m): [string, string] => [`skill ${m.id}`, JSON.stringify(m)]),
  ];
  for (const [where, text] of texts) {
    for (const finding of checkArithmetic(text)) {
      arithmeticChecked += 1;
      if (!finding.ok)
        error(
          where,
          `arithmetic: "${finding.expression}" computes to ${+finding.computed.toFixed(4)}, not ${finding.stated}`,
        );
    }
  }

  // Near-duplicate stories.
  const duplicates = similarPairs(
    scenarios.map((s) => ({ id: s.id, text: s.context })),
    SIMILAR_WARNING,
  );
  for (const pair of duplicates) {
    const message = `stories ${(pair.similarity * 100).toFixed(0)}% alike: ${pair.a} and ${pair.b}`;
    if (pair.similarity >= DUPLICATE_SIMILARITY) error('scenarios', message);
    else warn('scenarios', message);
  }

  const coverage = coverageOf(scenarios, skills, paths);
  for (const skill of coverage.perSkill)
    if (skill.scenarios === 0) warn(`skill ${skill.id}`, 'no scenario trains it');
  return { findings, coverage, duplicates, arithmeticChecked };
}
