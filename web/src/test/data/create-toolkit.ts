import type {
  CognitiveBiasView,
  MentalModelView,
  Page,
  PracticeAnswerResult,
  PracticeResult,
  PracticeSession,
  SkillBranchView,
  SkillView,
} from '#shared/schemas/toolkit';

export function createModel(overrides: Partial<MentalModelView> = {}): MentalModelView {
  return {
    id: 'inversion',
    name: 'Inversion',
    category: 'Decision Making',
    difficulty: 'BEGINNER',
    description: 'Work backwards from the outcome you want to avoid, then steer clear of its causes.',
    example: 'Before a launch, a team lists every way it could fail and removes the likeliest causes.',
    howToApply: ['Name the goal.', 'Ask what would guarantee failure.', 'Avoid those causes.'],
    requiredLevel: 1,
    premium: false,
    skillId: 'inversion',
    locked: false,
    premiumLocked: false,
    mastery: 40,
    scenarioCount: 2,
    ...overrides,
  };
}

export function createBias(overrides: Partial<CognitiveBiasView> = {}): CognitiveBiasView {
  return {
    id: 'anchoring',
    name: 'Anchoring',
    category: 'Judgement',
    frequency: 'VERY_COMMON',
    description: 'The first number you hear pulls your estimate toward it.',
    example: 'A recruiter names a low band first and the candidate asks for less than planned.',
    antidote: 'Write down your own number and its evidence before you hear theirs.',
    requiredLevel: 1,
    premium: false,
    skillId: 'anchoring',
    locked: false,
    premiumLocked: false,
    resistance: 75,
    ...overrides,
  };
}

export function pageOf<T>(content: T[]): Page<T> {
  return { content, page: 0, size: 100, totalElements: content.length, totalPages: 1 };
}

export function createPracticeSession(overrides: Partial<PracticeSession> = {}): PracticeSession {
  const question = (n: number) => ({
    id: `inversion-q0${n}`,
    question: `Question ${n}: which move applies inversion here?`,
    options: [`Option ${n}A`, `Option ${n}B`, `Option ${n}C`, `Option ${n}D`],
  });
  return {
    id: '01JD0000000000000000000000',
    skillId: 'inversion',
    skillName: 'Inversion',
    mode: 'SKILL',
    questions: [question(1), question(2)],
    ...overrides,
  };
}

export function createPracticeResult(overrides: Partial<PracticeResult> = {}): PracticeResult {
  return {
    sessionId: '01JD0000000000000000000000',
    score: 10,
    totalQuestions: 2,
    xpEarned: 10,
    accuracy: 50,
    answeredQuestions: [],
    timeSpent: 30,
    level: 1,
    xp: 10,
    newlyEarned: [],
    xpCapped: false,
    ...overrides,
  };
}

/** The server's verdict on a pick of the sample session: question 1 is A, question 2 is C. */
export function createPracticeVerdict(body: {
  questionId: string;
  selectedIndex: number;
}): PracticeAnswerResult {
  const n = Number(body.questionId.slice(-1));
  const correctIndex = n === 1 ? 0 : 2;
  return {
    questionId: body.questionId,
    selectedIndex: body.selectedIndex,
    isCorrect: body.selectedIndex === correctIndex,
    correctIndex,
    explanation: `Explanation ${n}.`,
    detailedExplanation: `Detailed explanation ${n}.`,
  };
}

export function createSkill(overrides: Partial<SkillView> = {}): SkillView {
  return {
    id: 'inversion',
    name: 'Inversion',
    level: 1,
    maxLevel: 5,
    xp: 120,
    requiredXp: 250,
    requiredLevel: 1,
    unlocked: true,
    isPremium: false,
    isCapstone: false,
    kind: 'MODEL',
    ...overrides,
  };
}

export function createBranch(overrides: Partial<SkillBranchView> = {}): SkillBranchView {
  return {
    id: 'better-decisions',
    name: 'Better Decisions',
    description: 'Choose well under uncertainty by looking past the obvious first step.',
    color: '#4f46e5',
    isPremium: false,
    levels: [
      { level: 1, skills: [createSkill()] },
      {
        level: 2,
        skills: [createSkill({ id: 'pre-mortem', name: 'Pre-Mortem', requiredLevel: 2, unlocked: false })],
      },
    ],
    capstone: createSkill({
      id: 'capstone-better-decisions',
      name: 'Decision Capstone',
      isCapstone: true,
      kind: 'CAPSTONE',
      xp: 0,
    }),
    recommendedSkillIds: [],
    ...overrides,
  };
}
