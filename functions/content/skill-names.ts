import { COGNITIVE_BIASES, MENTAL_MODELS } from './toolkit';

const SKILL_NAMES = new Map([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => [item.id, item.name]));

/**
 * Every model and bias name in the toolkit, with the short form learners use ("survivorship"
 * for Survivorship Bias, "sunk cost" for the Sunk Cost Fallacy).
 */
export const SKILL_NAMES_AND_SHORT_FORMS: readonly string[] = [...SKILL_NAMES.values()].flatMap((name) => {
  const lower = name.toLowerCase();
  const short = lower
    .replace(/\b(bias|fallacy|effect|heuristic|neglect|law|problem|principle)\b/g, '')
    .replace(/^the\s+/, '')
    .trim();
  // A one-word short form is kept only when it names nothing else ("survivorship"); "outcome"
  // or "authority" on their own are ordinary words.
  const distinctive = short.includes(' ') || short === 'survivorship';
  return short && short !== lower && distinctive ? [lower, short] : [lower];
});

export function skillName(skillId: string): string {
  return SKILL_NAMES.get(skillId) ?? skillId;
}
