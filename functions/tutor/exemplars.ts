import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { priorLogit } from './reply-prior';
import { VECTOR_SIZE } from './sentence-encoder';

/**
 * The exemplar memory: for each scenario, replies that learners wrote from its story (the
 * tuning sets of test/fixtures/tutor-heldout/), each labelled with its kind (correct in plain
 * words, terse, with typos; or a keyword list, wrong direction, denial, steering, off-topic),
 * and the texts of its rubric items (insight and phrasings), stored as sentence vectors
 * (./sentence-encoder.ts). A new reply is placed among its nearest labelled neighbours: where
 * nearly all of them are correct replies the tutor may credit the rubric item the reply is
 * nearest to; where few are, a word match alone earns nothing (./exemplar-rule.ts).
 *
 * One file a scenario, `<id>.json`, built by `npm run exemplars:build` (bench/build-exemplars.ts);
 * test/unit/exemplar-files.test.ts fails when a file no longer matches the content or the sets.
 * Vectors are stored as signed bytes (x 127), base64, one string a file.
 */
export const EXEMPLAR_DIR_NAME = 'exemplars';
export const CORRECT_KINDS: ReadonlySet<string> = new Set(['plain', 'terse', 'typos']);
/** Neighbours weighed, and how sharply nearer ones count more (weight e^(sharpness x cosine)). */
export const NEIGHBOURS = 7;
export const SHARPNESS = 10;

export const exemplarFileSchema = z.object({
  scenarioId: z.string(),
  encoder: z.string(),
  replies: z.object({
    sets: z.array(z.string()),
    kinds: z.array(z.string()),
    hashes: z.array(z.string()),
    vectors: z.string(),
  }),
  items: z.object({
    ids: z.array(z.string()),
    hashes: z.array(z.string()),
    vectors: z.string(),
  }),
});
export type ExemplarFile = z.infer<typeof exemplarFileSchema>;

export interface ExemplarMemory {
  scenarioId: string;
  /** The encoder that made the vectors (./sentence-encoder.ts): a reply must be encoded by the same. */
  encoder: string;
  replies: Array<{ set: string; kind: string; hash: string; vector: Float32Array }>;
  items: Array<{ id: string; hash: string; vector: Float32Array }>;
}

/** What the neighbours say of a reply. */
export interface ExemplarEvidence {
  /** The weighted share of each kind among the nearest exemplars (they add up to 1). */
  kindShares: Record<string, number>;
  /** The cosine of the reply to the nearest correct exemplar, to the nearest wrong-direction or denial one, and to the nearest of any other kind. */
  nearestCorrect: number;
  nearestWrong: number;
  nearestOther: number;
  /** Per rubric item, the cosine of the reply to the item's nearest text. */
  itemLikeness: Record<string, number>;
  /** The log-odds that the reply is a correct one, read from its vector in any scenario (./reply-prior.ts). */
  anywhere: number;
}

/** A short, stable fingerprint of a text, to tell whether a stored vector is still its own. */
export function textHash(text: string): string {
  return createHash('sha256').update(text.normalize('NFC')).digest('base64url').slice(0, 12);
}

export function packVectors(vectors: readonly Float32Array[]): string {
  const bytes = new Int8Array(vectors.length * VECTOR_SIZE);
  vectors.forEach((vector, row) => {
    for (let i = 0; i < VECTOR_SIZE; i++)
      bytes[row * VECTOR_SIZE + i] = Math.max(-127, Math.min(127, Math.round((vector[i] ?? 0) * 127)));
  });
  return Buffer.from(bytes.buffer).toString('base64');
}

export function unpackVectors(packed: string): Float32Array[] {
  const buffer = Buffer.from(packed, 'base64');
  const bytes = new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const vectors: Float32Array[] = [];
  for (let row = 0; row * VECTOR_SIZE < bytes.length; row++) {
    const vector = new Float32Array(VECTOR_SIZE);
    for (let i = 0; i < VECTOR_SIZE; i++) vector[i] = bytes[row * VECTOR_SIZE + i]! / 127;
    vectors.push(vector);
  }
  return vectors;
}

export function memoryOf(file: ExemplarFile): ExemplarMemory {
  const replyVectors = unpackVectors(file.replies.vectors);
  const itemVectors = unpackVectors(file.items.vectors);
  return {
    scenarioId: file.scenarioId,
    encoder: file.encoder,
    replies: file.replies.kinds.map((kind, i) => ({
      set: file.replies.sets[i]!,
      kind,
      hash: file.replies.hashes[i]!,
      vector: replyVectors[i]!,
    })),
    items: file.items.ids.map((id, i) => ({ id, hash: file.items.hashes[i]!, vector: itemVectors[i]! })),
  };
}

const dot = (a: Float32Array, b: Float32Array) => {
  let sum = 0;
  for (let i = 0; i < VECTOR_SIZE; i++) sum += a[i]! * b[i]!;
  return sum;
};

/**
 * Where a reply's vector falls among a scenario's exemplars. `excludeSet` leaves one set's
 * exemplars out, so that an evaluation never finds a reply among its own neighbours.
 */
export function weighReply(
  memory: ExemplarMemory,
  vector: Float32Array,
  excludeSet?: string,
): ExemplarEvidence | undefined {
  const ranked = memory.replies
    .filter((exemplar) => exemplar.set !== excludeSet)
    .map((exemplar) => ({ similarity: dot(vector, exemplar.vector), kind: exemplar.kind }))
    .sort((a, b) => b.similarity - a.similarity);
  if (ranked.length === 0) return undefined;
  let total = 0;
  const kindShares: Record<string, number> = {};
  for (const { similarity, kind } of ranked.slice(0, NEIGHBOURS)) {
    const weight = Math.exp(SHARPNESS * similarity);
    total += weight;
    kindShares[kind] = (kindShares[kind] ?? 0) + weight;
  }
  for (const kind of Object.keys(kindShares)) kindShares[kind]! /= total;
  const nearest = (fits: (kind: string) => boolean) => ranked.find((r) => fits(r.kind))?.similarity ?? -1;
  const itemLikeness: Record<string, number> = {};
  for (const item of memory.items)
    itemLikeness[item.id] = Math.max(itemLikeness[item.id] ?? -1, dot(vector, item.vector));
  return {
    kindShares,
    nearestCorrect: nearest((kind) => CORRECT_KINDS.has(kind)),
    nearestWrong: nearest((kind) => kind === 'wrongDirection' || kind === 'denial'),
    nearestOther: nearest((kind) => !CORRECT_KINDS.has(kind)),
    itemLikeness,
    anywhere: priorLogit(vector),
  };
}

/** The weighted share of correct replies (plain, terse, typos) among the nearest exemplars, 0 to 1. */
export function correctShare(evidence: ExemplarEvidence): number {
  return [...CORRECT_KINDS].reduce((sum, kind) => sum + (evidence.kindShares[kind] ?? 0), 0);
}

/**
 * The folder of exemplar files: beside the bundle in a function's zip (functions/bundling.ts),
 * seen from the bundle or from one of its chunks; in the sources otherwise.
 */
export function exemplarDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, EXEMPLAR_DIR_NAME),
    path.join(here, '..', EXEMPLAR_DIR_NAME),
    path.join(here, '..', 'content', EXEMPLAR_DIR_NAME),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[2]!;
}

const loaded = new Map<string, ExemplarMemory | null>();

/** A scenario's exemplar memory, read once per process; null when the scenario has none. */
export function exemplarMemory(scenarioId: string, dir: string = exemplarDir()): ExemplarMemory | null {
  const key = `${dir}\0${scenarioId}`;
  if (!loaded.has(key)) {
    const file = path.join(dir, `${scenarioId}.json`);
    loaded.set(
      key,
      /^[a-z0-9-]+$/.test(scenarioId) && existsSync(file)
        ? memoryOf(exemplarFileSchema.parse(JSON.parse(readFileSync(file, 'utf8'))))
        : null,
    );
  }
  return loaded.get(key)!;
}
