import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import {
  createPracticeResult,
  createPracticeSession,
  createPracticeVerdict,
} from '#test/data/create-toolkit';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { PracticePage } from './practice-page';

function renderPractice(routes: Parameters<typeof stubApi>[0] = {}) {
  let sessions = 0;
  const api = stubApi({
    'GET /practice/inversion': () => {
      sessions += 1;
      return okEnvelope(
        createPracticeSession({ id: `01JD00000000000000000000${String(sessions).padStart(2, '0')}` }),
      );
    },
    'POST /practice/answer': (request) =>
      okEnvelope(createPracticeVerdict(request.body as { questionId: string; selectedIndex: number })),
    'POST /practice/submit': () => okEnvelope(createPracticeResult()),
    ...routes,
  });
  const view = renderWithRouter(<PracticePage mode="skill" id="inversion" />, '/practice/skill/inversion');
  return { ...api, ...view };
}

const option = (name: RegExp) => screen.getByRole('button', { name });

describe('practice session', () => {
  it('shows one question at a time with lettered options and a progress bar', async () => {
    renderPractice();
    expect(await screen.findByRole('heading', { name: /Question 1: which move/ })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    const options = within(screen.getByRole('list', { name: 'Answer options' })).getAllByRole('button');
    expect(options.map((o) => o.textContent?.slice(0, 1))).toEqual(['A', 'B', 'C', 'D']);
    expect(screen.getByRole('progressbar', { name: 'Session progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.queryByText('Question 2 of 2')).not.toBeInTheDocument();
  });

  it('checks the first pick on the server, locks the answer and explains it', async () => {
    const { requests } = renderPractice();
    await screen.findByText('Question 1 of 2');
    await userEvent.click(option(/Option 1B/));
    expect(await screen.findByText('Not quite. The answer is A.')).toBeInTheDocument();
    expect(screen.getByText('Explanation 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Detailed explanation'));
    expect(screen.getByText('Detailed explanation 1.')).toBeVisible();

    await userEvent.click(option(/Option 1A/));
    expect(option(/Option 1B/)).toHaveAttribute('aria-pressed', 'true');
    expect(option(/Option 1A/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('progressbar', { name: 'Session progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(requests.filter((r) => r.path === '/practice/answer').map((r) => r.body)).toEqual([
      { sessionId: '01JD0000000000000000000001', questionId: 'inversion-q01', selectedIndex: 1 },
    ]);
  });

  it('says when a pick could not be checked, and lets the learner pick again', async () => {
    let calls = 0;
    renderPractice({
      'POST /practice/answer': (request) => {
        calls += 1;
        if (calls === 1) return failEnvelope(503, ERROR_CODES.internal, 'Service unavailable.');
        return okEnvelope(
          createPracticeVerdict(request.body as { questionId: string; selectedIndex: number }),
        );
      },
    });
    await screen.findByText('Question 1 of 2');
    await userEvent.click(option(/Option 1A/));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick an answer again to retry.');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await userEvent.click(option(/Option 1A/));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits the picks once on Finish Session and shows the result', async () => {
    const { requests } = renderPractice({
      'POST /practice/submit': () =>
        okEnvelope(createPracticeResult({ accuracy: 100, score: 20, xpEarned: 20 })),
    });
    await screen.findByText('Question 1 of 2');
    expect(screen.getByRole('button', { name: 'Next Question' })).toBeDisabled();
    await userEvent.click(option(/Option 1A/));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(option(/Option 2C/));
    await screen.findByText('Correct!');
    await userEvent.click(screen.getByRole('button', { name: 'Finish Session' }));

    expect(await screen.findByRole('heading', { name: 'Session complete: Inversion' })).toBeInTheDocument();
    const submits = requests.filter((r) => r.path === '/practice/submit');
    expect(submits).toHaveLength(1);
    expect(submits[0]?.body).toMatchObject({ sessionId: '01JD0000000000000000000001' });
    expect(submits[0]?.body).not.toHaveProperty('answers');
    expect(screen.getByText('100%')).toHaveClass('practice-result__accuracy--good');
    expect(screen.getByText('+20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Skill Tree' })).toHaveAttribute('href', '/skill-tree');
  });

  it('shows accuracy below 80 without the green colour, and Practice Again starts a fresh session', async () => {
    const { requests } = renderPractice();
    await screen.findByText('Question 1 of 2');
    await userEvent.click(option(/Option 1A/));
    await screen.findByText('Correct!');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(option(/Option 2A/));
    await screen.findByText('Not quite. The answer is C.');
    await userEvent.click(screen.getByRole('button', { name: 'Finish Session' }));
    expect(await screen.findByText('50%')).not.toHaveClass('practice-result__accuracy--good');

    await userEvent.click(screen.getByRole('button', { name: 'Practice Again' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/practice/inversion')).toHaveLength(2);
  });

  it('says each option’s letter once, whatever a screen reader reads', async () => {
    renderPractice();
    await screen.findByText('Question 1 of 2');
    const first = option(/Option 1A/);
    expect(first).toHaveAccessibleName('A. Option 1A');
    // Nothing inside the button repeats the letter for readers that walk the content.
    expect(first.textContent?.match(/A/g)).toHaveLength(2); // the drawn "A" and "Option 1A"
    expect(first.querySelectorAll('.visually-hidden')).toHaveLength(0);
  });

  it('lists the missed questions with the right answer and the explanation on the result', async () => {
    renderPractice({
      'POST /practice/submit': () =>
        okEnvelope(
          createPracticeResult({
            answeredQuestions: [
              { questionId: 'inversion-q01', isCorrect: true },
              { questionId: 'inversion-q02', isCorrect: false },
            ],
          }),
        ),
    });
    await screen.findByText('Question 1 of 2');
    await userEvent.click(option(/Option 1A/));
    await screen.findByText('Correct!');
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(option(/Option 2A/));
    await screen.findByText('Not quite. The answer is C.');
    await userEvent.click(screen.getByRole('button', { name: 'Finish Session' }));

    const review = await screen.findByRole('region', { name: 'Questions to review (1)' });
    const items = within(review).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Question 2: which move applies inversion here?');
    expect(items[0]).toHaveTextContent('Your answer: Option 2A');
    expect(items[0]).toHaveTextContent('Right answer: Option 2C');
    expect(items[0]).toHaveTextContent('Explanation 2.');
  });

  it('says the session is missing, with Back to Sandbox, on a 404', async () => {
    renderPractice({
      'GET /practice/inversion': () =>
        failEnvelope(404, ERROR_CODES.notFound, ERROR_MESSAGES.practiceSessionMissing),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.practiceSessionMissing);
    expect(screen.getByRole('link', { name: 'Back to Sandbox' })).toHaveAttribute('href', '/sandbox');
  });

  it('sends a learner without membership to /pricing with the upgrade message', async () => {
    const { router } = renderPractice({
      'GET /practice/inversion': () =>
        failEnvelope(403, ERROR_CODES.forbidden, ERROR_MESSAGES.premiumContentRequired),
    });
    await screen.findByTestId('went-to');
    expect(router.location.pathname).toBe('/pricing');
    expect(router.location.state).toEqual({ message: ERROR_MESSAGES.upgradeToAccess });
  });
});
