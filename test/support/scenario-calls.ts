import type { ScenarioDetail, ScenarioSession } from '../../shared/schemas/scenarios';
import { createSignedInAccount, type StackEnv, type TestAccount } from './accounts';
import { api } from './api';

/** The scenario most tests play, and two correct replies that complete it. */
export const SCENARIO = 'the-half-built-app';
export const STRONG = [
  'The 1.2 million is spent either way, so it should not decide anything, because we cannot get it back.',
  'From here the vendor costs 150,000 a year and six weeks, while finishing costs 600,000 more and nine months, and testers rated the vendor higher.',
];

/** The scenario calls a browser makes, against the stack under test. */
export function scenarioCalls(url: string, env: StackEnv) {
  return {
    async learner(): Promise<TestAccount> {
      const account = await createSignedInAccount(env);
      await api(url, 'GET', '/users/me', { token: account.accessToken });
      return account;
    },
    start(account: TestAccount, id = SCENARIO) {
      return api<ScenarioSession>(url, 'POST', `/scenarios/${id}/start`, { token: account.accessToken });
    },
    respond(account: TestAccount, sessionId: string, response: string, id = SCENARIO) {
      return api<{ messageId: string }>(url, 'POST', `/scenarios/${id}/respond`, {
        token: account.accessToken,
        json: { sessionId, response, timeZone: 'UTC' },
      });
    },
    async detail(account: TestAccount, id = SCENARIO) {
      return (await api<ScenarioDetail>(url, 'GET', `/scenarios/${id}`, { token: account.accessToken })).body
        .data!;
    },
  };
}
