import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { skillName, SKILL_NAMES_AND_SHORT_FORMS } from '../../functions/content/scenarios';
import { isGenericTerm } from '../../functions/tutor/lexicon';
import { affirmed } from '../../functions/tutor/terms';
import { endorsesTrapOption } from '../../functions/tutor/trap-siding';
import { opensVerdict } from '../../functions/tutor/verdicts';
import {
  compileScenario,
  creditFor,
  matchConcepts,
  readReply,
  voicesMisconception,
} from '../../functions/tutor/rubric-matcher';

/**
 * What the tutor needs from a scenario's rubric, checked the way the tutor reads it: no generic
 * word stands as a concept, every example phrasing earns its item in full, no contradicting
 * claim fires on any phrasing of the scenario, every misconception is recognised from its own
 * phrasings, no phrasing calls the trap's option right, hints never state the insight, and the
 * people named as voices of the trap appear in the story.
 */
export interface RubricProblem {
  scenarioId: string;
  itemId: string;
  problem: string;
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z0-9$,.%]{3,}/g) ?? []);
}

/** Share of the insight's words a hint repeats (a hint that restates the insight gives it away). */
function overlap(hint: string, insight: string): number {
  const mine = words(hint);
  const theirs = words(insight);
  if (theirs.size === 0) return 0;
  let shared = 0;
  for (const w of theirs) if (mine.has(w)) shared += 1;
  return shared / theirs.size;
}

/** A figure that opens with a comma or with "00" ("the ,500 booth", "the 00k offer"). */
const CLIPPED_AMOUNT = /(^|[\s(])(,\d|00)/;

export function rubricProblems(scenario: ScenarioContent): RubricProblem[] {
  const problems: RubricProblem[] = [];
  const report = (itemId: string, problem: string) =>
    problems.push({ scenarioId: scenario.id, itemId, problem });
  const compiled = compileScenario(scenario, scenario.skillIds.map(skillName), SKILL_NAMES_AND_SHORT_FORMS);
  const allPhrasings = scenario.rubric.flatMap((item) =>
    item.phrasings.map((p) => ({ owner: item.id, text: p, reading: readReply(compiled, p) })),
  );

  for (const item of scenario.rubric) {
    const concepts = compiled.items.get(item.id)!;
    item.concepts.forEach((group, g) => {
      for (const phrase of group)
        if (isGenericTerm(phrase)) report(item.id, `group ${g + 1}: generic term "${phrase}"`);
    });
    for (const phrasing of item.phrasings) {
      const match = matchConcepts(readReply(compiled, phrasing), concepts);
      if (creditFor(match) < 1)
        report(
          item.id,
          `phrasing not credited (${match.hits}/${match.minConcepts}${match.contradicted ? ', contradicted' : ''}): "${phrasing}"`,
        );
    }
    for (const contradiction of concepts.contradictions) {
      for (const phrasing of allPhrasings) {
        if (affirmed(phrasing.reading, contradiction).length > 0)
          report(item.id, `contradiction "${contradiction.phrase}" fires on a phrasing of ${phrasing.owner}`);
      }
    }
    for (const command of concepts.imperatives) {
      for (const phrasing of allPhrasings) {
        if (affirmed(phrasing.reading, command).some((o) => opensVerdict(phrasing.reading, o)))
          report(item.id, `verdict "${command.phrase}" opens a sentence of a phrasing of ${phrasing.owner}`);
      }
    }
    item.hints.forEach((hint, h) => {
      if (hint.includes(item.insight) || overlap(hint, item.insight) >= 0.8)
        report(item.id, `hint ${h + 1} restates the insight`);
    });
  }
  for (const m of scenario.misconceptions) {
    for (const phrasing of m.phrasings) {
      if (!voicesMisconception(readReply(compiled, phrasing), compiled.misconceptions.get(m.id)!, compiled))
        report(m.id, `misconception phrasing not recognised: "${phrasing}"`);
    }
  }
  for (const phrasing of allPhrasings) {
    if (endorsesTrapOption(phrasing.reading, compiled))
      report(
        'trapOptions',
        `a phrasing of ${phrasing.owner} calls the trap's option right: "${phrasing.text}"`,
      );
  }
  // "the ,500 booth", "the 00 mesh": an amount that lost its dollar sign and leading digits.
  const rubricTexts = [
    ...(scenario.trapOptions ?? []).map((text) => ['trapOptions', text] as const),
    ...scenario.rubric.flatMap((item) =>
      [...item.concepts.flat(), ...(item.contradictions ?? []), ...item.phrasings].map(
        (text) => [item.id, text] as const,
      ),
    ),
  ];
  for (const [owner, text] of rubricTexts)
    if (CLIPPED_AMOUNT.test(text)) report(owner, `an amount lost its leading digits: "${text}"`);
  const story = `${scenario.context} ${scenario.opening}`.toLowerCase();
  for (const holder of scenario.trapHolders ?? []) {
    const name = holder.replace(/^(my|the|our|your)\s+/, '');
    if (!story.includes(name) && !['dad', 'mom'].includes(name))
      report('trapHolders', `"${holder}" does not appear in the story`);
  }
  return problems;
}
