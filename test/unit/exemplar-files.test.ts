import { describe, expect, it } from 'vitest';
import { conceptProbe, probeReplies } from '../../bench/concept-probe';
import { exemplarTexts } from '../../bench/exemplar-texts';
import { textEvidence } from '../../bench/reply-evidence';
import { FRESH_SET, loadHeldOut, TUNING_SETS, type EvalTutor } from '../../bench/tutor-evaluation';
import { SCENARIOS } from '../../functions/content/scenarios';
import { SCENARIOS_BY_ID } from '../../functions/content/scenarios';
import { exemplarMemory, textHash } from '../../functions/tutor/exemplars';
import { RubricTutor } from '../../functions/tutor/rubric-tutor';
import { ENCODER_NAME, sentenceEncoder } from '../../functions/tutor/sentence-encoder';

const STALE = 'is stale: run `npm run exemplars:build`';

describe('exemplar files', () => {
  it('hold, for every scenario, the vectors of its tuning-set replies and rubric texts as they are now', () => {
    for (const scenario of SCENARIOS) {
      const memory = exemplarMemory(scenario.id);
      expect(memory, `${scenario.id} has no exemplar file`).not.toBeNull();
      expect(memory!.encoder, `${scenario.id} ${STALE}`).toBe(ENCODER_NAME);
      const { replies, items } = exemplarTexts(scenario);
      expect(
        memory!.replies.map((r) => `${r.set} ${r.kind} ${r.hash}`),
        `${scenario.id} ${STALE}`,
      ).toEqual(replies.map((r) => `${r.set} ${r.kind} ${textHash(r.text)}`));
      expect(
        memory!.items.map((i) => `${i.id} ${i.hash}`),
        `${scenario.id} ${STALE}`,
      ).toEqual(items.map((i) => `${i.id} ${textHash(i.text)}`));
    }
  });

  it('never hold a reply of the fresh set', () => {
    const fresh = new Set(
      loadHeldOut(FRESH_SET).scenarios.flatMap((s) => Object.values(s.replies).flat().map(textHash)),
    );
    const tuning = new Set(
      TUNING_SETS.flatMap((name) =>
        loadHeldOut(name).scenarios.flatMap((s) => Object.values(s.replies).flat().map(textHash)),
      ),
    );
    for (const scenario of SCENARIOS) {
      for (const reply of exemplarMemory(scenario.id)!.replies) {
        expect(TUNING_SETS as readonly string[]).toContain(reply.set);
        // A text both sets share (a stock insult) may stay; a fresh reply of its own may not.
        if (fresh.has(reply.hash)) expect(tuning.has(reply.hash)).toBe(true);
      }
    }
  });

  it('were made by the encoder that ships: a stored vector matches the same text encoded now', async () => {
    const scenario = SCENARIOS[0]!;
    const memory = exemplarMemory(scenario.id)!;
    const { replies } = exemplarTexts(scenario);
    const [first, last] = [replies[0]!, replies[replies.length - 1]!];
    const encoded = await sentenceEncoder.encode([first.text, last.text]);
    const stored = [memory.replies[0]!.vector, memory.replies[replies.length - 1]!.vector];
    for (const [i, vector] of encoded.entries()) {
      let cosine = 0;
      for (let d = 0; d < vector.length; d++) cosine += vector[d]! * stored[i]![d]!;
      expect(cosine).toBeGreaterThan(0.99);
    }
  });

  it('encode fifty replies sent at once exactly as one alone, and odd input without failing', async () => {
    const reply = 'The money is gone either way; compare what each option costs from here.';
    const [alone] = await sentenceEncoder.encode([reply]);
    const parallel = await Promise.all(Array.from({ length: 50 }, () => sentenceEncoder.encode([reply])));
    for (const [vector] of parallel) expect(Array.from(vector!)).toEqual(Array.from(alone!));
    const odd = await sentenceEncoder.encode(['', '🙂🙂🙂', 'x'.repeat(2000), '\u0000\u202e; DROP TABLE']);
    expect(odd.map((v) => v.length)).toEqual([512, 512, 512, 512]);
    for (const vector of odd) expect(vector.every(Number.isFinite)).toBe(true);
  });

  it('take away, as the tutor answers learners, the credit the matcher alone gives a short list of words', async () => {
    const scenario = SCENARIOS_BY_ID.get('the-half-built-app')!;
    const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
    const play = (tutor: RubricTutor, message: string) =>
      tutor.respond({
        scenario,
        state: tutor.opening(scenario, learner).state,
        message,
        learner,
        history: [],
      });
    const list = 'sunk cost vendor 600,000 nine months testers';
    const argument = 'The vendor is cheaper and faster from here on, and the testers liked it more.';
    const matcherAlone = new RubricTutor();
    const withMemory = new RubricTutor({ memory: (id) => exemplarMemory(id) });
    expect((await play(matcherAlone, list)).feedback.understandingScore).toBeGreaterThan(0);
    expect((await play(withMemory, list)).feedback.understandingScore).toBe(0);
    expect((await play(withMemory, argument)).feedback.understandingScore).toBeGreaterThan(0);
  });

  it('credit, as the tutor answers learners, each rubric item\u2019s own first phrasing, so that playing them in turn completes every scenario', async () => {
    const learner = { premium: false, weakSkillIds: [], pastMisconceptionSkills: [] };
    // The same encoder, asked once for every phrasing in batches rather than once a turn.
    const phrasings = SCENARIOS.flatMap((scenario) => scenario.rubric.map((item) => item.phrasings[0]!));
    const vectors = new Map<string, Float32Array>();
    for (let i = 0; i < phrasings.length; i += 64) {
      const batch = phrasings.slice(i, i + 64);
      (await sentenceEncoder.encode(batch)).forEach((vector, j) => vectors.set(batch[j]!, vector));
    }
    const tutor = new RubricTutor({
      memory: (id) => exemplarMemory(id),
      encoder: { encode: (texts) => Promise.resolve(texts.map((text) => vectors.get(text)!)) },
    });
    const unfinished: string[] = [];
    for (const scenario of SCENARIOS) {
      let state = tutor.opening(scenario, learner).state;
      let complete = false;
      for (const item of scenario.rubric) {
        const turn = await tutor.respond({
          scenario,
          state,
          message: item.phrasings[0]!,
          learner,
          history: [],
        });
        state = turn.state;
        complete = turn.feedback.isComplete;
        if (complete) break;
      }
      if (!complete) unfinished.push(scenario.id);
    }
    expect(unfinished).toEqual([]);
  }, 60_000);

  it('credit no more of a gamer\u2019s bare concept terms than the matcher alone, however they are joined', async () => {
    const tutor = new RubricTutor() as unknown as EvalTutor<never>;
    const evidence = await textEvidence('concept-probe', probeReplies(SCENARIOS));
    const alone = conceptProbe(tutor, SCENARIOS);
    const weighed = conceptProbe(tutor, SCENARIOS, evidence);
    for (const join of ['comma', 'and', 'space'] as const) {
      expect(weighed.credited[join], join).toBeLessThanOrEqual(alone.credited[join]);
    }
    expect(weighed.credited.comma / weighed.items).toBeLessThanOrEqual(0.05);
    expect(weighed.completed).toBe(0);
  }, 120_000);
});
