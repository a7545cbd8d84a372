import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces (or appends) the block between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`
 * in a document, leaving the rest as it is (as bench/report.ts does for docs/benchmarks.md).
 */
export function replaceMarkedSection(text: string, name: string, markdown: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from
    ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
    : `${text.trimEnd()}\n\n${block}\n`;
}

export function writeMarkedSection(file: string, name: string, markdown: string): void {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  writeFileSync(file, replaceMarkedSection(readFileSync(file, 'utf8'), name, markdown));
}
