import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { REMINDER_TEXTS } from '#shared/schemas/reminders';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'Ab3_-'.repeat(8) + 'xyz';

describe('unsubscribe page', () => {
  it('turns reminders off as it opens, once, and says so', async () => {
    const { requests } = stubApi({
      'POST /reminders/unsubscribe': () => okEnvelope({ dailyReminders: false }),
    });
    renderWithRouter(<UnsubscribePage token={TOKEN} signedIn={false} />, `/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByText(REMINDER_TEXTS.unsubscribed)).toHaveAttribute('role', 'status');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: 'Sign in to your settings' })).toHaveAttribute('href', '/login');
  });

  it('points a signed-in learner to the settings where reminders can be turned on again', async () => {
    stubApi({ 'POST /reminders/unsubscribe': () => okEnvelope({ dailyReminders: false }) });
    renderWithRouter(<UnsubscribePage token={TOKEN} signedIn />, `/unsubscribe?token=${TOKEN}`);

    await screen.findByText(REMINDER_TEXTS.unsubscribed);
    expect(screen.getByRole('link', { name: 'Open profile settings' })).toHaveAttribute(
      'href',
      '/profile?tab=settings',
    );
  });

  it.each([null, 'short', `${TOKEN.slice(1)}=`])(
    'asks nothing of the API for the link token %s',
    async (token) => {
      const { requests } = stubApi({});
      renderWithRouter(<UnsubscribePage token={token} signedIn={false} />, '/unsubscribe');

      expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_TEXTS.linkInvalid);
      expect(requests).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it("shows the server's answer for an expired link, and can ask again", async () => {
    const user = userEvent.setup();
    let answer = failEnvelope(404, ERROR_CODES.notFound, REMINDER_TEXTS.linkInvalid);
    const { requests } = stubApi({ 'POST /reminders/unsubscribe': () => answer });
    renderWithRouter(<UnsubscribePage token={TOKEN} signedIn={false} />, `/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_TEXTS.linkInvalid);
    answer = okEnvelope({ dailyReminders: false });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(REMINDER_TEXTS.unsubscribed)).toHaveAttribute('role', 'status');
    expect(requests).toHaveLength(2);
  });
});
