import type {
  CognitiveBiasContent,
  MentalModelContent,
  SkillTreeContent,
} from '../../shared/schemas/toolkit';
import biasData from './cognitive-biases.json' with { type: 'json' };
import modelData from './mental-models.json' with { type: 'json' };
import treeData from './skill-tree.json' with { type: 'json' };

/**
 * The toolkit as versioned data, stored as its schemas read it; test/unit/content-canonical.test.ts
 * validates it, so no cold start spends time on it.
 */
export const MENTAL_MODELS: readonly MentalModelContent[] = modelData as MentalModelContent[];
export const COGNITIVE_BIASES: readonly CognitiveBiasContent[] = biasData as CognitiveBiasContent[];
export const SKILL_TREE: SkillTreeContent = treeData as SkillTreeContent;

export type SkillContent =
  | { kind: 'MODEL'; id: string; name: string; requiredLevel: number; premium: boolean; branchId: string }
  | { kind: 'BIAS'; id: string; name: string; requiredLevel: number; premium: boolean; branchId: string }
  | {
      kind: 'CAPSTONE';
      id: string;
      name: string;
      requiredLevel: number;
      premium: boolean;
      branchId: string;
      skillIds: string[];
    };

function buildSkillIndex(): Map<string, SkillContent> {
  const models = new Map(MENTAL_MODELS.map((m) => [m.id, m]));
  const biases = new Map(COGNITIVE_BIASES.map((b) => [b.id, b]));
  const index = new Map<string, SkillContent>();
  for (const branch of SKILL_TREE) {
    const skillIds = branch.levels.flat();
    for (const id of skillIds) {
      const model = models.get(id);
      const bias = biases.get(id);
      const item = model ?? bias;
      if (!item) throw new Error(`Skill tree names unknown skill ${id}`);
      index.set(id, {
        kind: model ? 'MODEL' : 'BIAS',
        id,
        name: item.name,
        requiredLevel: item.requiredLevel,
        premium: item.premium || branch.isPremium,
        branchId: branch.id,
      });
    }
    index.set(branch.capstone.id, {
      kind: 'CAPSTONE',
      id: branch.capstone.id,
      name: branch.capstone.name,
      requiredLevel: branch.capstone.requiredLevel,
      premium: branch.isPremium,
      branchId: branch.id,
      skillIds,
    });
  }
  return index;
}

/** Every practisable skill: each model, each bias, each branch capstone. */
export const SKILLS: ReadonlyMap<string, SkillContent> = buildSkillIndex();
