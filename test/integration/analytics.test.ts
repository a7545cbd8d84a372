import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAMED_QUERIES, findQuery } from '../../functions/analytics/named-queries';
import { formQuestions } from '../../functions/content/assessment';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import {
  latestExport,
  openExport,
  type AnalyticsSession,
  type ResultRow,
} from '../../functions/local/analytics-duckdb';
import { exportTable } from '../../functions/local/table-export';
import { putAttempt } from '../../functions/repositories/assessment-repository';
import { grantPremium } from '../../functions/services/admin-service';
import type {
  AssessmentFeedback,
  AssessmentHistoryEntry,
  AssessmentQuestionSet,
} from '../../shared/schemas/assessment';
import type { ScenarioDetail } from '../../shared/schemas/scenarios';
import type { UserProfile } from '../../shared/schemas/users';
import type { TestAccount } from '../support/accounts';
import { api } from '../support/api';
import { SCENARIO, scenarioCalls, STRONG } from '../support/scenario-calls';
import { useStack } from '../support/stack';
import { RecordingSocket } from '../support/ws-client';

const { url, env } = useStack();
const { learner, start, respond, detail } = scenarioCalls(url, env);

/**
 * Three learners act through the API: one completes the scenario, one starts it and starts
 * over, one takes the assessment (and has an older attempt, scored by the product when its
 * results page polls). Then the table is exported and every named query runs with DuckDB,
 * over these learners only, against what the API reports about them.
 */
let finisher: TestAccount;
let restarter: TestAccount;
let assessed: TestAccount;
let profiles: UserProfile[];
let session: AnalyticsSession;
let outDir: string;
const sockets: RecordingSocket[] = [];

async function playToCompletion(account: TestAccount): Promise<void> {
  const socket = await RecordingSocket.open(url);
  sockets.push(socket);
  socket.send({ token: account.accessToken });
  await socket.ofType('auth_success');
  const { sessionId } = (await start(account)).body.data!;
  for (const reply of STRONG) {
    const before = socket.messages.filter((m) => m.type === 'messages').length;
    expect((await respond(account, sessionId, reply)).status).toBe(202);
    await socket.next(
      (m) =>
        m.type === 'messages' && socket.messages.filter((x) => x.type === 'messages').indexOf(m) >= before,
    );
  }
  const completed = await api(url, 'POST', `/scenarios/${SCENARIO}/complete`, {
    token: account.accessToken,
    json: { finalScore: 100, timeZone: 'UTC' },
  });
  expect(completed.status).toBe(200);
}

async function feedbackOf(attemptId: string): Promise<AssessmentFeedback> {
  return vi.waitFor(
    async () => {
      const feedback = (await api<AssessmentFeedback | null>(url, 'GET', `/assessment/feedback/${attemptId}`))
        .body.data;
      if (!feedback) throw new Error(`attempt ${attemptId} not scored yet`);
      return feedback;
    },
    { timeout: 10_000, interval: 100 },
  );
}

async function takeAssessment(account: TestAccount): Promise<void> {
  const set = (
    await api<AssessmentQuestionSet>(url, 'GET', '/assessment/questions', { token: account.accessToken })
  ).body.data!;
  const answers = set.questions.map((q) => {
    const item = formQuestions(set.form).find((c) => c.id === q.id)!;
    const selectedOptionId =
      item.kind === 'FREE_TEXT' ? item.freeText!.sample : item.options.find((o) => o.points === 2)!.id;
    return { questionId: q.id, selectedOptionId };
  });
  const submitted = await api<{ attemptId: string }>(url, 'POST', '/assessment/submit', {
    token: account.accessToken,
    json: { form: set.form, answers },
  });
  expect(submitted.status).toBe(202);
  await feedbackOf(submitted.body.data!.attemptId);

  // An attempt from six weeks ago with weak answers, left unscored as a lost hand-off
  // leaves it: the results page's poll has the product score it.
  const earlierId = ulid();
  const otherForm = set.form === 'A' ? 'B' : 'A';
  await putAttempt({
    attemptId: earlierId,
    form: otherForm,
    answers: Object.fromEntries(
      formQuestions(otherForm).map((item) => [
        item.id,
        item.kind === 'FREE_TEXT' ? 'It seems fine to me.' : item.options.find((o) => o.points === 0)!.id,
      ]),
    ),
    status: 'PROCESSING',
    createdAt: new Date(Date.now() - 42 * 86_400_000).toISOString(),
    assessmentType: 'INITIAL',
    userId: account.userId,
  });
  await feedbackOf(earlierId);
}

const me = async (account: TestAccount) =>
  (await api<UserProfile>(url, 'GET', '/users/me', { token: account.accessToken })).body.data!;

const run = (name: string): Promise<ResultRow[]> => session.run(findQuery(name)!);

/** Monday of the week a date falls in, as YYYY-MM-DD (weeks as Athena and DuckDB truncate them). */
function weekOf(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

beforeAll(async () => {
  [finisher, restarter, assessed] = await Promise.all([learner(), learner(), learner()]);
  await playToCompletion(finisher);
  expect((await start(restarter)).status).toBe(200);
  expect(
    (await api(url, 'POST', `/scenarios/${SCENARIO}/re-start`, { token: restarter.accessToken })).status,
  ).toBe(200);
  await takeAssessment(assessed);
  profiles = await Promise.all([finisher, restarter, assessed].map(me));

  outDir = mkdtempSync(path.join(tmpdir(), 'clarity-export-'));
  const summary = await exportTable(outDir);
  expect(summary.itemCount).toBeGreaterThan(0);
  session = await openExport(latestExport(outDir), {
    learnerIds: [finisher, restarter, assessed].map((a) => a.userId),
  });
}, 60_000);

afterAll(async () => {
  session?.close();
  await Promise.all(sockets.map((s) => s.close()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('analytics: the named queries over a local export', () => {
  it('every named query runs on the export', async () => {
    for (const query of NAMED_QUERIES) {
      await expect(session.run(query)).resolves.toBeInstanceOf(Array);
    }
  });

  it('weekly active learners: all three were active this week', async () => {
    expect(await run('weekly-active-learners')).toEqual([
      { week_start: weekOf(new Date().toISOString()), active_learners: 3 },
    ]);
  });

  it('scenario funnel: dialogues started, completed, abandoned by restart and in progress, as the API tells', async () => {
    const [done, again] = await Promise.all([detail(finisher), detail(restarter)]);
    expect(done).toMatchObject({ status: 'COMPLETED', numberOfAttempts: 1 });
    expect(again).toMatchObject({ status: 'STARTED', numberOfAttempts: 2 });
    expect(await run('scenario-funnel')).toEqual([
      {
        scenario_id: SCENARIO,
        difficulty: done.difficulty,
        started: done.numberOfAttempts + again.numberOfAttempts,
        completed: 1,
        abandoned: 1,
        in_progress: 1,
        completion_pct: 33.3,
      },
    ]);
  });

  it('scenario difficulty: learners, dialogues and completions of the scenario level', async () => {
    const scenario: ScenarioDetail = await detail(finisher);
    expect(SCENARIOS_BY_ID.get(SCENARIO)?.difficulty ?? 'unrated').toBe(scenario.difficulty);
    const [row] = await run('scenario-difficulty');
    expect(row).toMatchObject({
      difficulty: scenario.difficulty,
      learners: 2,
      dialogues: 3,
      learners_completed: 1,
      completion_pct: 50,
    });
  });

  it('assessment scores: the distribution and the change between attempts match the history', async () => {
    await grantPremium(assessed.email, 30, 'PREMIUM');
    const history = (
      await api<AssessmentHistoryEntry[]>(url, 'GET', '/assessment/history', { token: assessed.accessToken })
    ).body.data!;
    const scores = [...history]
      .sort((a, b) => a.completionDate.localeCompare(b.completionDate))
      .map((h) => h.score!);
    expect(scores).toHaveLength(2);

    const bands = scores.map((score) => Math.floor(score / 10) * 10).sort((a, b) => a - b);
    const distribution = await run('assessment-score-distribution');
    expect(distribution.every((row) => row.assessment_type === 'INITIAL')).toBe(true);
    expect(distribution.flatMap((row) => Array(row.attempts as number).fill(row.score_band))).toEqual(bands);

    const [first, latest] = scores as [number, number];
    expect(await run('assessment-score-change')).toEqual([
      {
        learners: 1,
        avg_first_score: first,
        avg_latest_score: latest,
        avg_change: latest - first,
        improved: latest > first ? 1 : 0,
      },
    ]);
  });

  it('retention cohorts: the sign-up week from the profiles, all active in their first week', async () => {
    const cohortWeek = weekOf(profiles[0]!.joinDate);
    expect(new Set(profiles.map((p) => weekOf(p.joinDate)))).toEqual(new Set([cohortWeek]));
    expect(await run('retention-cohorts')).toEqual([
      {
        cohort_week: cohortWeek,
        cohort_size: 3,
        weeks_after_sign_up: 0,
        active_learners: 3,
        retention_pct: 100,
      },
    ]);
  });

  it('xp sources: the XP by source adds up to the XP the profiles show', async () => {
    const sources = await run('xp-sources');
    const total = sources.reduce((sum, row) => sum + (row.xp as number), 0);
    expect(total).toBe(profiles.reduce((sum, p) => sum + p.xp, 0));
    expect(sources.find((row) => row.source === 'SCENARIO_COMPLETED')).toMatchObject({
      learners: 1,
      xp: profiles[0]!.xp,
    });
  });
});
