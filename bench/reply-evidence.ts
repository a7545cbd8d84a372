import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  exemplarMemory,
  packVectors,
  textHash,
  unpackVectors,
  weighReply,
} from '../functions/tutor/exemplars';
import { ENCODER_NAME, sentenceEncoder } from '../functions/tutor/sentence-encoder';
import {
  CORRECT_CATEGORIES,
  NON_CREDIT_CATEGORIES,
  type EvidenceSource,
  type HeldOutSet,
} from './tutor-evaluation';

/**
 * The exemplar evidence of every reply of a held-out set, as the tutor's `respond` would find
 * it (functions/tutor/rubric-tutor.ts), for the synchronous evaluation. A reply of a tuning set
 * is weighed with its own set left out of the memory, so that it never meets itself or its
 * writer's other replies; a fresh set is not in the memory at all. Vectors of replies the
 * memory does not hold are encoded once and cached under node_modules/.cache.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/clarity-reply-vectors');

async function vectorsOf(name: string, texts: string[]): Promise<Map<string, Float32Array>> {
  const hashes = texts.map(textHash);
  const cacheFile = path.join(cacheDir, `${name}-${textHash(ENCODER_NAME + hashes.join(''))}.json`);
  if (existsSync(cacheFile)) {
    const vectors = unpackVectors(readFileSync(cacheFile, 'utf8'));
    return new Map(hashes.map((hash, i) => [hash, vectors[i]!]));
  }
  const vectors: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += 64) {
    vectors.push(...(await sentenceEncoder.encode(texts.slice(i, i + 64))));
    process.stdout.write(`\rencoding ${name}: ${Math.min(i + 64, texts.length)}/${texts.length}`);
  }
  process.stdout.write('\n');
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cacheFile, packVectors(vectors));
  return new Map(hashes.map((hash, i) => [hash, vectors[i]!]));
}

export async function replyEvidence(name: string, set: HeldOutSet): Promise<EvidenceSource> {
  const texts = new Map(
    set.scenarios.map((entry) => [
      entry.scenarioId,
      [...CORRECT_CATEGORIES, ...NON_CREDIT_CATEGORIES].flatMap((kind) => entry.replies[kind] ?? []),
    ]),
  );
  return textEvidence(name, texts);
}

/** The same for any texts, by scenario (the gaming probe's term lists among them). */
export async function textEvidence(
  name: string,
  texts: ReadonlyMap<string, string[]>,
): Promise<EvidenceSource> {
  const known = new Map<string, Float32Array>();
  const missing: string[] = [];
  for (const [scenarioId, replies] of texts) {
    const memory = exemplarMemory(scenarioId);
    const stored = new Map((memory?.replies ?? []).map((r) => [r.hash, r.vector]));
    for (const text of replies) {
      const vector = stored.get(textHash(text));
      if (vector) known.set(textHash(text), vector);
      else missing.push(text);
    }
  }
  for (const [hash, vector] of await vectorsOf(name, [...new Set(missing)])) known.set(hash, vector);
  return (scenarioId, message) => {
    const memory = exemplarMemory(scenarioId);
    const vector = known.get(textHash(message));
    return memory && vector ? weighReply(memory, vector, name) : undefined;
  };
}
