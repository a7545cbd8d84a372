export interface Summary {
  name: string;
  iterations: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function summarize(name: string, samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, x) => sum + x, 0) / Math.max(1, sorted.length);
  return { name, iterations: sorted.length, meanMs: mean, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

export interface BenchPath {
  name: string;
  run: (i: number) => Promise<unknown>;
}

/**
 * Runs the paths interleaved (A, B, C, A, B, C, ...) so that warm-up of the JIT and of the
 * database, and any noise on the machine, fall on every path alike. Warm-up rounds are
 * discarded.
 */
export async function measureInterleaved(
  paths: BenchPath[],
  iterations: number,
  warmup = 100,
): Promise<Summary[]> {
  const samples = paths.map(() => [] as number[]);
  for (let i = -warmup; i < iterations; i += 1) {
    for (const [index, path] of paths.entries()) {
      const start = process.hrtime.bigint();
      await path.run(i);
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (i >= 0) samples[index]?.push(elapsed);
    }
  }
  return paths.map((path, index) => summarize(path.name, samples[index] ?? []));
}

export const ms = (x: number) => x.toFixed(2);
