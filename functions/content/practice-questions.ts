import type { PracticeQuestionContent } from '../../shared/schemas/toolkit';
import biasQuestionsA from './questions/biases-a.json' with { type: 'json' };
import biasQuestionsB from './questions/biases-b.json' with { type: 'json' };
import modelQuestionsA from './questions/models-a.json' with { type: 'json' };
import modelQuestionsB from './questions/models-b.json' with { type: 'json' };

/**
 * The practice question banks, apart from the rest of the toolkit: they are most of its
 * weight, and only the seeder bundles them (practice reads the seeded questions from the table).
 */
export const PRACTICE_QUESTIONS: readonly PracticeQuestionContent[] = [
  ...modelQuestionsA,
  ...modelQuestionsB,
  ...biasQuestionsA,
  ...biasQuestionsB,
] as PracticeQuestionContent[];
