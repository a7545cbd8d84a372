import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#lib/query-client';
import { FEEDBACK_SUCCESS_CLOSE_MS } from '#shared/constants';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '#shared/messages';
import { failEnvelope, jsonResponse, okEnvelope, stubApi } from '#test/fake-api';
import { FeedbackButton } from './feedback-button';
import { FEEDBACK_THANKS } from './feedback-form';

const VALID_MESSAGE = 'The toolkit search could use filters by difficulty.';

function renderButton(user = userEvent.setup()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/toolkit']}>
        <FeedbackButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Feedback' }));
  const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
  // The form arrives in its own chunk once the dialog is open.
  await within(dialog).findByLabelText('Message');
  return dialog;
}

describe('feedback dialog', () => {
  it('is an accessible modal: focus moves in, Escape closes it and focus returns', async () => {
    const user = renderButton();
    const dialog = await openDialog(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Message')).toHaveFocus();
    expect(within(dialog).getByLabelText('Type')).toHaveValue('General Feedback');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General Feedback', 'Feature Request', 'Bug Report']);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback' })).toHaveFocus();
  });

  it('opens as a native modal dialog, which makes the page behind inert', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = renderButton();
    const dialog = await openDialog(user);

    // jsdom has no inert background; the browser journeys check that Tab stays inside.
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
  });

  it('rejects a message under 10 characters with the spec text and sends nothing', async () => {
    const { requests } = stubApi({});
    const user = renderButton();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Message'), '   too short   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(within(dialog).getByText(VALIDATION_MESSAGES.feedbackTooShort)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('posts type, message and the current page, then thanks and closes after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (response: Response) => void;
    const { requests } = stubApi({ 'POST /feedback': () => new Promise((resolve) => (answer = resolve)) });
    const user = renderButton(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const dialog = await openDialog(user);

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Bug Report');
    await user.type(within(dialog).getByLabelText('Message'), VALID_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ type: 'Bug Report', message: VALID_MESSAGE, page: '/toolkit' });

    answer(okEnvelope({ id: 'fb-1', createdAt: '2025-01-01T00:00:00.000Z' }, 201));
    expect(await within(dialog).findByText(FEEDBACK_THANKS)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(FEEDBACK_SUCCESS_CLOSE_MS / 2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FEEDBACK_SUCCESS_CLOSE_MS / 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server message when the send fails', async () => {
    stubApi({
      'POST /feedback': () =>
        failEnvelope(
          429,
          ERROR_CODES.tooManyRequests,
          'Too many requests. Please slow down and try again shortly.',
        ),
    });
    const user = renderButton();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Message'), VALID_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please slow down and try again shortly.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('falls back to "Failed to send feedback." when the server gives no message', async () => {
    stubApi({
      'POST /feedback': () => jsonResponse({ success: false, data: null, message: null, error: 'X' }, 500),
    });
    const user = renderButton();
    const dialog = await openDialog(user);

    await user.type(within(dialog).getByLabelText('Message'), VALID_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.feedbackSendFailed);
  });
});
