import * as z from 'zod';
import {
  assessmentQuestionContentSchema,
  type AssessmentForm,
  type AssessmentQuestionContent,
} from '../../shared/schemas/assessment';
import questionData from './assessment-questions.json' with { type: 'json' };

/** The two parallel forms of the initial assessment, validated at load. */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestionContent[] = z
  .array(assessmentQuestionContentSchema)
  .parse(questionData);

export function formQuestions(form: AssessmentForm): AssessmentQuestionContent[] {
  return ASSESSMENT_QUESTIONS.filter((q) => q.form === form);
}
