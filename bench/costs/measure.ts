/**
 * The measured inputs of the cost model: figures read from docs/benchmarks.md (each written
 * by its benchmark), the roster item's size from the repositories' own keys, and the Bedrock
 * tutor's prompt captured from the tutor itself for every scenario.
 */
import type { BedrockRuntimeClient, ConverseStreamCommand } from '@aws-sdk/client-bedrock-runtime';
import { readFileSync } from 'node:fs';
import { SCENARIOS } from '../../functions/content/scenarios';
import { keys } from '../../functions/repositories/keys';
import { emptyPeriods } from '../../functions/services/progress/progress-state';
import { BedrockTutor } from '../../functions/tutor/bedrock-tutor';
import type { LearnerProfile } from '../../functions/tutor/contract';
import type { ScenarioContent } from '../../shared/schemas/scenario-content';
import { RubricTutor } from '../../functions/tutor/rubric-tutor';
import type { Measured } from './model';

/** Characters per token for English prose (the usual rule of thumb for Claude's tokenizer). */
export const CHARS_PER_TOKEN = 4;

/** DynamoDB's item size: attribute names plus values (numbers about one byte per two digits). */
export function itemBytes(item: Record<string, unknown>): number {
  return Object.entries(item).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value),
    0,
  );
}

function valueBytes(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number')
    return Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').length / 2) + 1;
  if (Array.isArray(value)) return 3 + value.reduce<number>((sum, v) => sum + 1 + valueBytes(v), 0);
  if (typeof value === 'object')
    return 3 + itemBytes(value as Record<string, unknown>) + Object.keys(value).length;
  throw new Error(`No size rule for ${typeof value}`);
}

/**
 * A learner as the roster index holds it: the table and index keys plus the projected
 * attributes (docs/data-model.md), with a full week's and month's figures.
 */
export function rosterItem(now: Date): Record<string, unknown> {
  const userId = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'; // a Cognito sub
  return {
    ...keys.user(userId),
    ...keys.roster(userId),
    userId,
    name: 'Alexandra Montgomery',
    level: 23,
    xp: 48_215,
    totalScenarios: 117,
    streak: 36,
    lastActiveDate: now.toISOString().slice(0, 10),
    periods: {
      ...emptyPeriods(now),
      weekXp: 2450,
      weekScenarios: 12,
      prevWeek: '2026-W47',
      prevWeekXp: 2875,
      prevWeekScenarios: 14,
      monthXp: 8790,
      monthScenarios: 41,
      prevMonth: '2026-10',
      prevMonthXp: 9120,
      prevMonthScenarios: 44,
    },
    preferences: { emailNotifications: true, dailyReminders: false, publicLeaderboard: true },
  };
}

/** The Bedrock tutor's system prompt and a first turn's dialogue, captured for every scenario. */
export async function promptTokens(
  scenarios: readonly ScenarioContent[] = SCENARIOS,
): Promise<{ systemPromptTokens: number; messageTokens: number }> {
  const learner: LearnerProfile = {
    premium: true,
    weakSkillIds: ['causal-reasoning'],
    pastMisconceptionSkills: [],
  };
  let system = 0;
  let messages = 0;
  let count = 0;
  for (const scenario of scenarios) {
    let captured: ConverseStreamCommand['input'] | undefined;
    const client = {
      send: (command: ConverseStreamCommand) => {
        captured = command.input;
        return Promise.reject(new Error('measured'));
      },
    } as unknown as BedrockRuntimeClient;
    const rubric = new RubricTutor();
    const tutor = new BedrockTutor({
      modelId: 'measure',
      fallback: rubric,
      client,
      countTurn: () => Promise.resolve(1),
    });
    const { state } = rubric.opening(scenario, learner);
    // A reply in full sentences stating the first insight: what the model is asked to assess.
    const reply = `I think ${scenario.rubric[0]!.insight.charAt(0).toLowerCase()}${scenario.rubric[0]!.insight.slice(1)} That is why it matters here.`;
    await tutor.respond({
      scenario,
      state,
      learner,
      message: reply,
      history: [{ type: 'AI', content: scenario.opening }],
    });
    if (!captured) continue; // a deterministic verdict: the rubric tutor answered without the model
    const text = (blocks: { text?: string }[] | undefined) =>
      (blocks ?? []).map((b) => b.text ?? '').join('');
    system += text(captured.system).length;
    const sent = captured.messages ?? [];
    const parts = sent.flatMap((m) => m.content ?? []);
    messages += text(parts).length / Math.max(parts.length, 1);
    count += 1;
  }
  if (count === 0) throw new Error('No scenario reached the model; the prompt could not be measured');
  return {
    systemPromptTokens: Math.round(system / count / CHARS_PER_TOKEN),
    messageTokens: Math.round(messages / count / CHARS_PER_TOKEN),
  };
}

function section(doc: string, name: string): string {
  const from = doc.indexOf(`<!-- bench:${name} -->`);
  const to = doc.indexOf(`<!-- /bench:${name} -->`);
  if (from < 0 || to < from)
    throw new Error(`docs/benchmarks.md has no ${name} section: run npm run bench:${name}`);
  return doc.slice(from, to);
}

/** The numeric cells of the table row whose first cell starts with `label`. */
function row(text: string, label: string): number[] {
  const line = text.split('\n').find((l) => l.startsWith(`| ${label}`));
  if (!line) throw new Error(`docs/benchmarks.md has no row "${label}"`);
  return line
    .split('|')
    .slice(2)
    .map((cell) => Number.parseFloat(cell.replace(/[^\d.]/g, '')))
    .filter((n) => !Number.isNaN(n));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The figures docs/benchmarks.md holds, read from its sections. */
export function benchmarkFigures(
  doc: string,
): Omit<Measured, 'rosterItemBytes' | 'systemPromptTokens' | 'messageTokens'> {
  const handler = section(doc, 'handler');
  const tutor = section(doc, 'tutor-latency');
  const cold = section(doc, 'cold-start');
  const leaderboards = section(doc, 'leaderboards');
  const landing = section(doc, 'landing');
  const imports = cold
    .split('\n')
    .filter((l) => /^\| api\/\w+Function \|/.test(l))
    .map((l) => Number.parseFloat(l.split('|')[5]!));
  if (imports.length === 0) throw new Error('docs/benchmarks.md has no api/*Function cold-start rows');
  const seconds = /at 100,000 learners[\s\S]*?in \*\*([\d.]+) s\*\*/.exec(leaderboards);
  if (!seconds) throw new Error('docs/benchmarks.md has no leaderboards job time at 100,000 learners');
  return {
    apiHandlerMs: row(handler, 'POST /feedback handler, in process')[1]!,
    coldImportMs: median(imports),
    rubricTurnMs: row(tutor, 'POST respond → tutor reply')[1]! - row(tutor, 'WebSocket ping → pong')[1]!,
    leaderboardSecondsAt100k: Number(seconds[1]),
    appJsGzipKb: row(landing, 'sign-in page')[1]!,
  };
}

export async function measure(benchmarksFile: string, now: Date): Promise<Measured> {
  return {
    ...benchmarkFigures(readFileSync(benchmarksFile, 'utf8')),
    rosterItemBytes: itemBytes(rosterItem(now)),
    ...(await promptTokens()),
  };
}
