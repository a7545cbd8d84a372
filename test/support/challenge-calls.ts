import { expect } from 'vitest';
import type {
  ChallengeDetails,
  ChallengeHistory,
  CreatedChallenge,
  JoinedChallenge,
} from '../../shared/schemas/challenges';
import type { ScenarioMessage, ScenarioSession } from '../../shared/schemas/scenarios';
import type { TestAccount } from './accounts';
import { api } from './api';
import { SCENARIO, STRONG } from './scenario-calls';
import { RecordingSocket } from './ws-client';

/** The challenge calls a browser makes, and a dialogue played to the end over the socket. */
export function challengeCalls(url: string) {
  const sockets: RecordingSocket[] = [];
  return {
    async closeSockets() {
      await Promise.all(sockets.splice(0).map((s) => s.close()));
    },
    create(account: TestAccount, scenarioId = SCENARIO) {
      return api<CreatedChallenge>(url, 'POST', `/challenges/create/${scenarioId}`, {
        token: account.accessToken,
        json: { xpDistribution: { 'sunk-cost-fallacy': 40 } },
      });
    },
    details(shareableId: string, account?: TestAccount) {
      return api<ChallengeDetails>(url, 'GET', `/challenges/details/${shareableId}`, {
        token: account?.accessToken,
      });
    },
    join(account: TestAccount, shareableId: string) {
      return api<JoinedChallenge>(url, 'POST', `/challenges/join/${shareableId}`, {
        token: account.accessToken,
      });
    },
    close(account: TestAccount, shareableId: string) {
      return api(url, 'POST', `/challenges/${shareableId}/close`, { token: account.accessToken });
    },
    history(account: TestAccount) {
      return api<ChallengeHistory>(url, 'GET', '/challenges/my-history', { token: account.accessToken });
    },
    /**
     * Starts (or restarts) the scenario and answers with the two strong replies through
     * POST /async/scenarios/{id}/respond, in challenge mode when a shareable id is given.
     */
    async play(account: TestAccount, shareableId?: string, scenarioId = SCENARIO) {
      const socket = await RecordingSocket.open(url);
      sockets.push(socket);
      socket.send({ token: account.accessToken });
      await socket.ofType('auth_success');
      const started = await api<ScenarioSession>(url, 'POST', `/scenarios/${scenarioId}/re-start`, {
        token: account.accessToken,
        json: { timeZone: 'UTC' },
      });
      expect(started.status).toBe(200);
      const sessionId = started.body.data!.sessionId;
      let last: ScenarioMessage | undefined;
      for (const response of STRONG) {
        const before = socket.messages.length;
        const res = await api(url, 'POST', `/async/scenarios/${scenarioId}/respond`, {
          token: account.accessToken,
          json: { sessionId, response, timeZone: 'UTC', ...(shareableId ? { shareableId } : {}) },
        });
        expect(res.status).toBe(202);
        const event = await socket.next((m) => m.type === 'messages' && socket.messages.indexOf(m) >= before);
        last = (event.messages as ScenarioMessage[])[0];
      }
      expect(last?.feedback?.isComplete).toBe(true);
      return { sessionId, feedback: last!.feedback! };
    },
  };
}
