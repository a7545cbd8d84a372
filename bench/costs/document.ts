import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/**
 * Replaces (or appends) the block between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`
 * in a document, leaving the rest as it is (as bench/report.ts does for docs/benchmarks.md).
 */
export function replaceMarkedSection(text: string, name: string, markdown: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  // The blank line after the opening marker is where Prettier puts it before a heading.
  const block = `${start}\n\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from
    ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
    : `${text.trimEnd()}\n\n${block}\n`;
}

/** Writes the section formatted by Prettier with the repository's settings, so `npm run format:check` stays clean. */
export async function writeMarkedSection(file: string, name: string, markdown: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const options = (await resolveConfig(file)) ?? {};
  const formatted = await format(markdown, { ...options, parser: 'markdown' });
  writeFileSync(file, replaceMarkedSection(readFileSync(file, 'utf8'), name, formatted));
}
