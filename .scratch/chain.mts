import { build } from 'esbuild';
const entries = process.argv.slice(2);
for (const entry of entries) {
  const r = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', write: false, metafile: true, mainFields: ['module','main'], logLevel: 'silent' });
  const inputs = r.metafile!.inputs;
  // BFS from entry to targets
  const targets = ['functions/tutor/language.ts', 'functions/content/scenarios.ts', 'functions/content/toolkit.ts'];
  const prev = new Map<string, string>();
  const q = [entry]; prev.set(entry, '');
  while (q.length) { const cur = q.shift()!; for (const imp of inputs[cur]?.imports ?? []) { if (!prev.has(imp.path)) { prev.set(imp.path, cur); q.push(imp.path); } } }
  for (const t of targets) { if (!prev.has(t)) { console.log(entry, 'no', t); continue; } const chain = []; let c = t; while (c) { chain.unshift(c); c = prev.get(c)!; } console.log(entry, '->', chain.join(' > ')); }
}
