/**
 * Near-duplicate stories: TF-IDF vectors over the content words of each scenario's context,
 * compared pairwise by cosine similarity. Two scenarios built on the same story share names,
 * numbers and setting words, which TF-IDF weighs up; everyday words weigh little.
 */
const STOP = new Set(
  `the a an and or but of to in on at for with by from as is are was were be been being it its this that these those
  you your yours he she his her they them their we our i my me not no so if then than too very can could would should
  will just about into over after before more most less some any all each other one two three four five six who what
  which when where why how has have had do does did up out also only own same such there here while during per`.split(
    /\s+/,
  ),
);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]{2,}|\d[\d,.]*/g) ?? []).filter((w) => !STOP.has(w));
}

export interface SimilarPair {
  a: string;
  b: string;
  similarity: number;
}

/** Every pair of documents at or above `threshold`, most similar first. */
export function similarPairs(
  documents: ReadonlyArray<{ id: string; text: string }>,
  threshold: number,
): SimilarPair[] {
  const bags = documents.map((d) => {
    const counts = new Map<string, number>();
    for (const w of words(d.text)) counts.set(w, (counts.get(w) ?? 0) + 1);
    return counts;
  });
  const documentFrequency = new Map<string, number>();
  for (const bag of bags)
    for (const w of bag.keys()) documentFrequency.set(w, (documentFrequency.get(w) ?? 0) + 1);
  const n = documents.length;
  const vectors = bags.map((bag) => {
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [w, tf] of bag) {
      const weight = tf * Math.log((1 + n) / (1 + documentFrequency.get(w)!));
      vector.set(w, weight);
      norm += weight * weight;
    }
    return { vector, norm: Math.sqrt(norm) };
  });
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = vectors[i]!;
      const b = vectors[j]!;
      if (!a.norm || !b.norm) continue;
      let dot = 0;
      for (const [w, v] of a.vector) dot += v * (b.vector.get(w) ?? 0);
      const similarity = dot / (a.norm * b.norm);
      if (similarity >= threshold) pairs.push({ a: documents[i]!.id, b: documents[j]!.id, similarity });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}
