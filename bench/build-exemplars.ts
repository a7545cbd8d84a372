import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCENARIOS } from '../functions/content/scenarios';
import {
  EXEMPLAR_DIR_NAME,
  exemplarMemory,
  packVectors,
  textHash,
  type ExemplarFile,
} from '../functions/tutor/exemplars';
import { ENCODER_NAME, sentenceEncoder } from '../functions/tutor/sentence-encoder';
import { exemplarTexts } from './exemplar-texts';

/**
 * `npm run exemplars:build`: writes functions/content/exemplars/<scenario id>.json, the
 * exemplar memory of each scenario (functions/tutor/exemplars.ts), from the tuning sets and the
 * rubric items' texts. A vector whose text has not changed is kept, so after a rubric edit only
 * that scenario's new texts are encoded; a whole rebuild encodes about 40,000 texts (about
 * fifteen minutes on two cores).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'functions/content', EXEMPLAR_DIR_NAME);
mkdirSync(dir, { recursive: true });

const BATCH = 64;
let encoded = 0;
let kept = 0;
const started = performance.now();

async function vectorsFor(texts: string[], known: Map<string, Float32Array>): Promise<Float32Array[]> {
  const missing = [...new Set(texts.filter((text) => !known.has(textHash(text))))];
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH);
    const vectors = await sentenceEncoder.encode(batch);
    batch.forEach((text, j) => known.set(textHash(text), vectors[j]!));
  }
  encoded += missing.length;
  kept += texts.length - missing.length;
  return texts.map((text) => known.get(textHash(text))!);
}

for (const [index, scenario] of SCENARIOS.entries()) {
  const previous = exemplarMemory(scenario.id, dir);
  const known = new Map<string, Float32Array>();
  if (previous) {
    for (const entry of [...previous.replies, ...previous.items]) known.set(entry.hash, entry.vector);
  }
  const { replies, items } = exemplarTexts(scenario);
  const replyVectors = await vectorsFor(
    replies.map((r) => r.text),
    known,
  );
  const itemVectors = await vectorsFor(
    items.map((i) => i.text),
    known,
  );
  const file: ExemplarFile = {
    scenarioId: scenario.id,
    encoder: ENCODER_NAME,
    replies: {
      sets: replies.map((r) => r.set),
      kinds: replies.map((r) => r.kind),
      hashes: replies.map((r) => textHash(r.text)),
      vectors: packVectors(replyVectors),
    },
    items: {
      ids: items.map((i) => i.id),
      hashes: items.map((i) => textHash(i.text)),
      vectors: packVectors(itemVectors),
    },
  };
  writeFileSync(path.join(dir, `${scenario.id}.json`), `${JSON.stringify(file)}\n`);
  if ((index + 1) % 10 === 0 || index + 1 === SCENARIOS.length) {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `${index + 1}/${SCENARIOS.length} scenarios, ${encoded} texts encoded, ${kept} kept (${seconds} s)`,
    );
  }
}
