import { cpSync } from 'node:fs';
import path from 'node:path';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import { installedPackages, writeScenarioFiles } from '../../functions/bundling';

/**
 * How every function is bundled, by the stacks (lib/constructs/app-function.ts) and by
 * bench/cold-start.ts alike, so the benchmark measures the zips that ship.
 *
 * ESM with code splitting: a module the code imports dynamically (the Lambda client of a
 * hand-off to a worker, Stripe's SDK, the SDK's rarely used credential providers) becomes a
 * chunk of its own that Node reads and compiles only when a call imports it, instead of
 * compiling it at every cold start as part of one file. No source maps: they were most of
 * each zip, and `keepNames` keeps function and class names readable in stack traces instead.
 */
export const BUNDLE_SETTINGS = {
  minify: true,
  keepNames: true,
  sourceMap: false,
  target: 'node22',
  format: 'esm',
  splitting: true,
  mainFields: ['module', 'main'],
  // The code and its dependencies (middy, zod) are ES modules; the banner gives the few
  // CommonJS dependencies a `require` inside each ESM file.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
} as const;

/** The file Lambda loads: `index.handler`. */
export const HANDLER_FILE = 'index.mjs';

/** esbuild's options for entries bundled into `outDir` with BUNDLE_SETTINGS. */
export function bundleOptions(
  entryPoints: Record<string, string>,
  outDir: string,
  external: string[] = [],
): BuildOptions {
  return {
    entryPoints,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    external,
    minify: BUNDLE_SETTINGS.minify,
    keepNames: BUNDLE_SETTINGS.keepNames,
    sourcemap: BUNDLE_SETTINGS.sourceMap,
    target: BUNDLE_SETTINGS.target,
    format: BUNDLE_SETTINGS.format,
    splitting: BUNDLE_SETTINGS.splitting,
    mainFields: [...BUNDLE_SETTINGS.mainFields],
    banner: { js: BUNDLE_SETTINGS.banner },
    logLevel: 'error',
  };
}

/**
 * Bundles a function's entry (a path from the repository root) into `outDir`: index.mjs, its
 * chunks, the packages installed beside the bundle at the version package-lock.json installed
 * (functions/bundling.ts) and the scenario files its code reads.
 */
export function bundleFunction(repoRoot: string, entry: string, outDir: string): Metafile {
  const installed = installedPackages(entry);
  const result = buildSync({
    ...bundleOptions({ index: path.join(repoRoot, entry) }, outDir, installed),
    metafile: true,
  });
  for (const pkg of installed) {
    cpSync(path.join(repoRoot, 'node_modules', pkg), path.join(outDir, 'node_modules', pkg), {
      recursive: true,
    });
  }
  writeScenarioFiles(entry, outDir);
  return result.metafile;
}
