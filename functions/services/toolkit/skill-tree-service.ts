import { SKILL_LEVEL_XP, type SkillBranchView, type SkillView } from '../../../shared/schemas/toolkit';
import { SKILL_TREE, SKILLS, type SkillContent } from '../../content/toolkit';
import type { UserRecord } from '../../repositories/user-repository';
import { progressOf, type ProgressState } from '../progress/progress-state';
import { accessTo, needsPremium } from './access';

/** Skill level from the XP earned in it: one level per threshold passed, up to five. */
export function skillLevel(xp: number): { level: number; requiredXp: number } {
  const level = SKILL_LEVEL_XP.filter((threshold) => xp >= threshold).length;
  const requiredXp = SKILL_LEVEL_XP[Math.min(level, SKILL_LEVEL_XP.length - 1)] ?? 0;
  return { level, requiredXp };
}

function view(skill: SkillContent, xp: number, user: UserRecord, branchPremium: boolean): SkillView {
  const gate = { premium: skill.premium || branchPremium, requiredLevel: skill.requiredLevel };
  const access = accessTo(gate, user);
  return {
    id: skill.id,
    name: skill.name,
    ...skillLevel(xp),
    maxLevel: SKILL_LEVEL_XP.length,
    xp,
    requiredLevel: skill.requiredLevel,
    unlocked: !access.locked && !access.premiumLocked,
    isPremium: needsPremium(gate),
    isCapstone: skill.kind === 'CAPSTONE',
    kind: skill.kind,
  };
}

export function skillTreeFor(user: UserRecord): SkillBranchView[] {
  const { skillXp } = progressOf(user as unknown as Partial<ProgressState>, new Date());
  const recommended = new Set(user.recommendedPath?.skillIds ?? []);
  return SKILL_TREE.map((branch) => {
    const skillIds = branch.levels.flat();
    const capstone = SKILLS.get(branch.capstone.id)!;
    const capstoneXp = skillXp[capstone.id] ?? 0;
    return {
      id: branch.id,
      name: branch.name,
      description: branch.description,
      color: branch.color,
      isPremium: branch.isPremium,
      levels: branch.levels.map((ids, index) => ({
        level: index + 1,
        skills: ids.map((id) => view(SKILLS.get(id)!, skillXp[id] ?? 0, user, branch.isPremium)),
      })),
      capstone: view(capstone, capstoneXp, user, branch.isPremium),
      recommendedSkillIds: skillIds.filter((id) => recommended.has(id)),
    };
  });
}
