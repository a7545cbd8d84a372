import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssessmentQuestionSet } from '#shared/schemas/assessment';
import { okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { AssessmentForm } from './assessment-form';

const SET: AssessmentQuestionSet = {
  form: 'A',
  questions: [
    {
      id: 'q1',
      questionText: 'First question?',
      options: [
        { id: 'q1a', text: 'Yes' },
        { id: 'q1b', text: 'No' },
      ],
    },
    {
      id: 'q2',
      questionText: 'Second question?',
      options: [
        { id: 'q2a', text: 'Left' },
        { id: 'q2b', text: 'Right' },
      ],
    },
    { id: 'q3', questionText: 'Say why.', options: [] },
  ],
};

function renderAssessment() {
  const api = stubApi({
    'GET /assessment/questions': () => okEnvelope(SET),
    'POST /assessment/submit': () => okEnvelope({ attemptId: 'attempt-1' }),
  });
  const view = renderWithRouter(<AssessmentForm signedIn />, '/initial-assessment');
  return { ...api, ...view };
}

const progress = () => screen.getByRole('progressbar', { name: 'Assessment progress' });

describe('initial assessment, one question at a time', () => {
  it('shows one question with the progress at the top, and moves with the keyboard alone', async () => {
    const { requests, router } = renderAssessment();
    const first = await screen.findByRole('group', { name: /First question\?/ });
    expect(screen.queryByText('Second question?')).not.toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    // The progress comes before the question in the page.
    expect(progress().compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: /Second question\?/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Left' })).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Last question: submit stays off until every answer is in, with a way to the gap.
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Assessment' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to question 2 (unanswered)' }));
    await user.click(screen.getByRole('radio', { name: 'Right' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox'), 'Because one case proves little.');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));

    const submitted = requests.find((r) => r.path === '/assessment/submit');
    expect(submitted?.body).toEqual({
      form: 'A',
      answers: [
        { questionId: 'q1', selectedOptionId: 'q1a' },
        { questionId: 'q2', selectedOptionId: 'q2b' },
        { questionId: 'q3', selectedOptionId: 'Because one case proves little.' },
      ],
    });
    await waitFor(() => expect(router.location.pathname).toBe('/assessment/processing'));
  });
});
