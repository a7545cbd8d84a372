import { describe, expect, it } from 'vitest';
import { PRACTICE_QUESTIONS } from '../../functions/content/practice-questions';
import { COGNITIVE_BIASES, MENTAL_MODELS, SKILL_TREE, SKILLS } from '../../functions/content/toolkit';

describe('toolkit content', () => {
  it('has the promised volume', () => {
    expect(MENTAL_MODELS.length).toBeGreaterThanOrEqual(32);
    expect(COGNITIVE_BIASES.length).toBeGreaterThanOrEqual(26);
    const premium = [...MENTAL_MODELS, ...COGNITIVE_BIASES].filter((item) => item.premium);
    expect(premium.length).toBeGreaterThanOrEqual(8);
  });

  it('includes the four models of the landing teaser', () => {
    const names = MENTAL_MODELS.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'First Principles',
        'Inversion',
        'Second-Order Thinking',
        'Circle of Competence',
      ]),
    );
  });

  it('uses unique ids, names and examples', () => {
    const items = [...MENTAL_MODELS, ...COGNITIVE_BIASES];
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name.toLowerCase())).size).toBe(items.length);
    expect(new Set(items.map((i) => i.example.trim().toLowerCase())).size).toBe(items.length);
    for (const item of items) expect(item.skillId).toBe(item.id);
  });

  it('places every model and bias in the skill tree exactly once', () => {
    const inTree = SKILL_TREE.flatMap((branch) => branch.levels.flat());
    expect(new Set(inTree).size).toBe(inTree.length);
    expect([...inTree].sort()).toEqual([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((i) => i.id).sort());
    for (const branch of SKILL_TREE) expect(SKILLS.get(branch.capstone.id)?.kind).toBe('CAPSTONE');
  });

  it('has at least 8 application questions for every mental model and bias, with unique ids and texts', () => {
    const bySkill = new Map<string, number>();
    for (const q of PRACTICE_QUESTIONS) bySkill.set(q.skillId, (bySkill.get(q.skillId) ?? 0) + 1);
    for (const item of [...MENTAL_MODELS, ...COGNITIVE_BIASES]) {
      expect(bySkill.get(item.id) ?? 0, item.id).toBeGreaterThanOrEqual(8);
    }
    const known = new Set([...MENTAL_MODELS, ...COGNITIVE_BIASES].map((item) => item.id));
    for (const skillId of bySkill.keys()) expect(known.has(skillId)).toBe(true);
    expect(new Set(PRACTICE_QUESTIONS.map((q) => q.id)).size).toBe(PRACTICE_QUESTIONS.length);
    expect(new Set(PRACTICE_QUESTIONS.map((q) => q.question)).size).toBe(PRACTICE_QUESTIONS.length);
    for (const q of PRACTICE_QUESTIONS) {
      expect(new Set(q.options).size).toBe(4);
      expect(q.question).not.toMatch(/which of the following (is|best describes) the definition/i);
    }
  });

  it('spreads the right answers over all four positions', () => {
    const counts = [0, 0, 0, 0];
    for (const q of PRACTICE_QUESTIONS) counts[q.correctIndex]! += 1;
    for (const count of counts) expect(count / PRACTICE_QUESTIONS.length).toBeGreaterThan(0.15);
  });
});
