import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { formQuestions } from '../../functions/content/assessment';
import { HTTP_ROUTES, type HttpRoute } from '../../functions/routes';
import { API_BASE_PATH } from '../../shared/constants';
import type { AssessmentQuestionSet } from '../../shared/schemas/assessment';
import type { PracticeSession } from '../../shared/schemas/toolkit';
import type { ScenarioSession } from '../../shared/schemas/scenarios';
import { createSignedInAccount, type TestAccount } from '../support/accounts';
import { call, concretePath, hasParams, opaqueIdsIn, routeFor, type RawCall } from '../support/route-matrix';
import { SCENARIO } from '../support/scenario-calls';
import { useStack } from '../support/stack';

/**
 * The cross-learner matrix, generated from the route table. Learner A builds up things of
 * their own (a practice session, a dialogue, an assessment attempt, feedback); every opaque
 * id in A's answers is collected. Then learner B, signed in, calls every signed-in route of
 * the table with each of A's ids in its path and body, and sends A's own pending requests
 * first. B is refused (403/404) wherever an id of A's is what the route acts on, nothing
 * B receives carries A's private data, A's views are the same afterwards, and A's pending
 * requests still work.
 */
const { url, env } = useStack();
const signedInRoutes = HTTP_ROUTES.filter((r) => (r.auth || r.premium) && r.base === API_BASE_PATH);

let a: TestAccount;
let b: TestAccount;
/** Opaque ids of A's things, from A's answers (A's own user id included). */
const ownedIds = new Set<string>();
/** Text only A has written or been sent: must never reach B. */
const privateMarkers = new Set<string>();
/** Requests A has not sent yet, built from A's ids: B sends each first, then A. */
const pending: Array<{ method: string; path: string; json: unknown }> = [];
/** A's signed-in views (GET paths) and what they answered before B's turn. */
const viewsOfA = new Map<string, string>();

/** An id of the same shape that nobody owns. */
function freshIdLike(id: string): string {
  return id.includes('-') ? randomUUID() : ulid();
}

const api = (path: string) => `${API_BASE_PATH}${path}`;

async function asA(method: string, path: string, json?: unknown): Promise<RawCall> {
  const res = await call(url, method, api(path), { token: a.accessToken, json });
  if (res.status >= 300) throw new Error(`A's ${method} ${path} answered ${res.status}: ${res.text}`);
  for (const id of opaqueIdsIn(res.envelope.data)) ownedIds.add(id);
  return res;
}

/** A's views: every signed-in GET without parameters, and A's own scenario. */
function viewPaths(): string[] {
  return [
    ...signedInRoutes.filter((r) => r.method === 'GET' && !hasParams(r)).map((r) => concretePath(r, '')),
    api(`/scenarios/${SCENARIO}`),
  ];
}

async function readViews(): Promise<Map<string, string>> {
  const views = new Map<string, string>();
  for (const path of viewPaths()) {
    const res = await call(url, 'GET', path, { token: a.accessToken });
    views.set(path, `${res.status} ${JSON.stringify(res.envelope.data)}`);
  }
  return views;
}

function expectNoLeak(res: RawCall, sent: string, context: string): void {
  for (const marker of privateMarkers) {
    if (sent.includes(marker)) continue;
    expect(res.text.includes(marker), `${context} leaked ${marker}`).toBe(false);
  }
}

function expectEnvelope(res: RawCall, context: string): void {
  expect(res.status, `${context}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
  expect(Object.keys(res.envelope).sort()).toEqual(['data', 'error', 'message', 'success']);
}

beforeAll(async () => {
  [a, b] = await Promise.all([createSignedInAccount(env), createSignedInAccount(env)]);
  await asA('GET', '/users/me');
  await call(url, 'GET', api('/users/me'), { token: b.accessToken });
  // B plays the same content, so a refusal is about whose things they are, not a missing start.
  await call(url, 'POST', api(`/scenarios/${SCENARIO}/start`), { token: b.accessToken });
  await call(url, 'GET', api('/practice/first-principles'), { token: b.accessToken });
  ownedIds.add(a.userId);
  privateMarkers.add(a.email);

  const practice = (await asA('GET', '/practice/first-principles')).envelope.data as PracticeSession;
  for (const question of practice.questions) {
    pending.push({
      method: 'POST',
      path: api('/practice/answer'),
      json: { sessionId: practice.id, questionId: question.id, selectedIndex: 0 },
    });
  }
  pending.push({
    method: 'POST',
    path: api('/practice/submit'),
    json: { sessionId: practice.id, timeSpent: 30, timeZone: 'UTC' },
  });

  const dialogue = (await asA('POST', `/scenarios/${SCENARIO}/start`)).envelope.data as ScenarioSession;
  // Paused, so A's view of the dialogue does not move with the clock while B tries things.
  await asA('POST', `/scenarios/${SCENARIO}/pause`, { timeSpent: 5 });
  const note = `A private line of A's, ${a.userId}: the money already spent cannot come back.`;
  privateMarkers.add(note);
  pending.push({
    method: 'POST',
    path: api(`/scenarios/${SCENARIO}/respond`),
    json: { sessionId: dialogue.sessionId, response: note, timeZone: 'UTC' },
  });

  const set = (await asA('GET', '/assessment/questions')).envelope.data as AssessmentQuestionSet;
  const content = formQuestions(set.form);
  const answers = set.questions.map((q) => {
    const item = content.find((c) => c.id === q.id)!;
    return {
      questionId: q.id,
      selectedOptionId: item.kind === 'FREE_TEXT' ? item.freeText!.sample : item.options[0]!.id,
    };
  });
  await asA('POST', '/assessment/submit', { form: set.form, answers });

  const feedback = `Feedback only A wrote, ${a.userId}.`;
  privateMarkers.add(feedback);
  await asA('POST', '/feedback', { message: feedback, page: '/dashboard' });

  for (const id of ownedIds) if (id !== a.userId) privateMarkers.add(id);
  for (const [path, view] of await readViews()) {
    // Only views that answer the same twice in a row are compared (leaderboards move on).
    const again = await call(url, 'GET', path, { token: a.accessToken });
    if (`${again.status} ${JSON.stringify(again.envelope.data)}` === view) viewsOfA.set(path, view);
  }
});

it('has ids of A to try and views of A to watch', () => {
  expect(ownedIds.size).toBeGreaterThanOrEqual(5);
  expect(viewsOfA.size).toBeGreaterThanOrEqual(5);
  expect(pending.every((p) => routeFor(signedInRoutes, p.method, p.path))).toBe(true);
});

describe.each(signedInRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
  'B calls %s with the ids of A',
  (_name, route: HttpRoute) => {
    it('answers as for an id nobody has, and gives nothing of A', async () => {
      for (const id of ownedIds) {
        const path = `${concretePath(route, id)}?id=${id}&userId=${id}&sessionId=${id}`;
        const json = { id, userId: id, sessionId: id, attemptId: id };
        const res = await call(url, route.method, path, { token: b.accessToken, json });
        const context = `B: ${route.method} ${path}`;
        expectEnvelope(res, context);
        expectNoLeak(res, id, context);
        if (hasParams(route) && res.status < 300) {
          // A success (a content route given an unknown id) must mean nothing more than the
          // same call with an id nobody has.
          const other = freshIdLike(id);
          const control = await call(url, route.method, path.replaceAll(id, other), {
            token: b.accessToken,
            json: JSON.parse(JSON.stringify(json).replaceAll(id, other)) as unknown,
          });
          expect(res.text.replaceAll(id, '<id>'), context).toBe(control.text.replaceAll(other, '<id>'));
        }
      }
    });
  },
);

describe("A's pending requests", () => {
  it("B sending them first with A's ids is refused as if the ids were nobody's", async () => {
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const request of pending) {
      const sent = JSON.stringify(request.json);
      const res = await call(url, request.method, request.path, { token: b.accessToken, json: request.json });
      const context = `B: ${request.method} ${request.path}`;
      // 403/404, or 409 where the route speaks of the caller's own current session.
      expect([403, 404, 409], `${context}: ${res.text.slice(0, 300)}`).toContain(res.status);
      expect(res.envelope.success).toBe(false);
      expectNoLeak(res, sent, context);
      // No oracle: A's ids get the very answer an id nobody has gets.
      let control = sent;
      for (const id of ownedIds) control = control.replaceAll(id, freshIdLike(id));
      const unknown = await call(url, request.method, request.path, {
        token: b.accessToken,
        json: JSON.parse(control) as unknown,
      });
      expect({ status: res.status, envelope: res.envelope }, context).toEqual({
        status: unknown.status,
        envelope: unknown.envelope,
      });
    }
  });

  it('leaves every view of A as it was', async () => {
    const after = await readViews();
    for (const [path, view] of viewsOfA) expect(after.get(path), path).toBe(view);
  });

  it('still work for A afterwards', async () => {
    await asA('POST', `/scenarios/${SCENARIO}/resume`);
    for (const request of pending) {
      const res = await call(url, request.method, request.path, { token: a.accessToken, json: request.json });
      expect(res.status, `${request.path}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
    }
  });

  it("shows B none of A's private text in any of B's own views afterwards", async () => {
    for (const path of viewPaths()) {
      const res = await call(url, 'GET', path, { token: b.accessToken });
      expectNoLeak(res, '', `B: GET ${path}`);
    }
  });
});
