import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a person reads of a refusal starts with a capital (issue 36): a message is a sentence, or a field's
 * path and then a sentence ('body.name: There is a client named Acme already.'), or a field's path and a
 * predicate the screen puts after the field's label ('body.name: is required' reads 'Name is required').
 * Read from the sources, so a new message cannot slip in lower-case.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(folder, file));
}

/** The text of each string literal that opens at `start`, up to its first interpolation. */
function literalAt(text: string, start: number): string | null {
  const quote = text[start];
  if (quote !== "'" && quote !== '"' && quote !== '`') return null;
  const end = text.slice(start + 1).search(quote === '`' ? /`|\$\{/ : new RegExp(quote));
  return end === -1 ? null : text.slice(start + 1, start + 1 + end);
}

/** A message's words after the field path it may start with. */
const afterPath = (message: string) => message.replace(/^[\w.]*(\$\{[^}]*\})?[\w.]*: /, '');
/** Whether a message reads well; one that goes on with an interpolated value first cannot be told, and passes. */
const readsWell = (message: string) => {
  const words = afterPath(message);
  return !words.includes(' ') || /^([A-Z0-9'"(]|(is|must|may|should) )/.test(words);
};

describe('the wording of refusals', () => {
  it('starts every AppError message with a capital, after its field path', () => {
    const lowerCase: string[] = [];
    for (const file of sourcesUnder('apps/server/src')) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/new AppError\(\s*'[a-z_]+',\s*/g)) {
        const message = literalAt(text, match.index + match[0].length);
        if (message !== null && message !== '' && !readsWell(message)) lowerCase.push(`${file}: ${message}`);
      }
    }
    expect(lowerCase).toEqual([]);
  });

  it('words every message of the shared schemas as a predicate or a sentence', () => {
    const lowerCase: string[] = [];
    for (const file of sourcesUnder('packages/shared/src/schemas')) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const messages = [
        ...text.matchAll(/message: /g),
        ...text.matchAll(/error: /g),
        ...text.matchAll(/\.(refine|regex)\([^,]+,\s*/g),
      ];
      for (const match of messages) {
        const message = literalAt(text, match.index + match[0].length);
        if (message !== null && message !== '' && !readsWell(message)) lowerCase.push(`${file}: ${message}`);
      }
    }
    expect(lowerCase).toEqual([]);
  });
});
