import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/envelope';
import { ERROR_MESSAGES } from '#shared/messages';
import { failEnvelope, okEnvelope, stubApi } from '#test/fake-api';
import { renderWithRouter } from '#test/render-app';
import { PublicProfileView } from './public-profile-view';

const PUBLIC = {
  id: 'user-1',
  name: 'Ada Lovelace',
  level: 4,
  joinDate: '2025-01-15T10:00:00.000Z',
  achievements: [{ name: 'First Steps', icon: '🎯' }],
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('public profile', () => {
  it('shows name, level, member-since date, achievements and the way to start', async () => {
    const { requests } = stubApi({ 'GET /users/public/user-1': () => okEnvelope(PUBLIC) });
    renderWithRouter(<PublicProfileView userId="user-1" />, '/u/user-1');

    await heading('Ada Lovelace');
    expect(screen.getByText('Level 4')).toBeInTheDocument();
    expect(screen.getByText(/^Member since January 1[45], 2025$/)).toBeInTheDocument();
    expect(screen.getByText('First Steps')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start your own journey' })[0]).toHaveAttribute(
      'href',
      '/initial-assessment',
    );
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('says kindly when nothing is unlocked yet and leaves out a missing level', async () => {
    stubApi({ 'GET /users/public/user-1': () => okEnvelope({ ...PUBLIC, level: null, achievements: [] }) });
    renderWithRouter(<PublicProfileView userId="user-1" />, '/u/user-1');

    await heading('Ada Lovelace');
    expect(screen.getByText(/No achievements unlocked yet/)).toBeInTheDocument();
    expect(screen.queryByText(/^Level/)).not.toBeInTheDocument();
  });

  it('shows "Profile Not Found" for a private or unknown profile', async () => {
    stubApi({
      'GET /users/public/hidden': () =>
        failEnvelope(404, ERROR_CODES.notFound, ERROR_MESSAGES.profileLoadFailed),
    });
    renderWithRouter(<PublicProfileView userId="hidden" />, '/u/hidden');

    await heading(ERROR_MESSAGES.profileNotFoundHeading);
    expect(screen.getByText(ERROR_MESSAGES.profileLoadFailed)).toBeInTheDocument();
  });

  it('says which user is missing when no id was given', async () => {
    stubApi({});
    renderWithRouter(<PublicProfileView userId={undefined} />, '/u');

    await heading(ERROR_MESSAGES.profileNotFoundHeading);
    expect(screen.getByText(ERROR_MESSAGES.profileUserNotSpecified)).toBeInTheDocument();
  });

  it('reports other failures with the fetch error text', async () => {
    stubApi({ 'GET /users/public/user-1': () => failEnvelope(403, ERROR_CODES.forbidden, 'Nope.') });
    renderWithRouter(<PublicProfileView userId="user-1" />, '/u/user-1');

    await heading(ERROR_MESSAGES.profileNotFoundHeading);
    expect(screen.getByText(ERROR_MESSAGES.profileFetchError)).toBeInTheDocument();
  });
});
