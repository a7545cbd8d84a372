import { describe, expect, it } from 'vitest';
import { contractProblems } from './fake-api';

const request = (method: string, path: string, body?: unknown, query: Record<string, string> = {}) => ({
  method,
  path,
  query,
  body,
});

describe('request mocks held to the API contract', () => {
  it('accepts a request the API takes', () => {
    expect(contractProblems(request('POST', '/reminders/unsubscribe', { token: 'a'.repeat(43) }))).toEqual(
      [],
    );
    expect(contractProblems(request('GET', '/users/public/u-123'))).toEqual([]);
    expect(contractProblems(request('GET', '/leaderboards', undefined, { period: 'MONTHLY' }))).toEqual([]);
  });

  it('names a route the API does not have, or the wrong method', () => {
    expect(contractProblems(request('GET', '/reminders/unsubscribe'))).toEqual([
      'GET /reminders/unsubscribe: the API has no such route',
    ]);
    expect(contractProblems(request('GET', '/no-such-thing'))).toHaveLength(1);
  });

  it('names each part the API would refuse, with the schema’s own message', () => {
    const [problem] = contractProblems(request('POST', '/reminders/unsubscribe', { token: 'short' }));
    expect(problem).toBe(
      'POST /reminders/unsubscribe: the API would refuse its body (token: This unsubscribe link is not valid.)',
    );
    expect(contractProblems(request('GET', '/leaderboards', undefined, { period: 'DAILY' }))[0]).toMatch(
      /would refuse its query \(period: period must be WEEKLY, MONTHLY or ALL_TIME\.\)/,
    );
    expect(contractProblems(request('GET', '/challenges/details/x'))[0]).toMatch(/would refuse its params/);
  });
});
