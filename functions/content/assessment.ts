import type { AssessmentForm, AssessmentQuestionContent } from '../../shared/schemas/assessment';
import questionData from './assessment-questions.json' with { type: 'json' };

/** The two parallel forms of the initial assessment (validated by test/unit/content-canonical.test.ts). */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestionContent[] =
  questionData as AssessmentQuestionContent[];

export function formQuestions(form: AssessmentForm): AssessmentQuestionContent[] {
  return ASSESSMENT_QUESTIONS.filter((q) => q.form === form);
}
