import { describe, expect, it } from 'vitest';
import { answerChunks, oneChunkPerTurn } from './run-report';

const report = {
  answerKey: 'results' as const,
  present: (row: { n: number; note: string | null }) => ({ id: row.n, text: row.note }),
};
const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    n: index + 1,
    note: index % 2 ? 'a "quoted", note' : null,
  }));

describe('answerChunks', () => {
  it.each([0, 1, 2, 5, 6])('writes %i rows in chunks of 2 as one JSON answer, in order', (count) => {
    const chunks = [...answerChunks(report, rowsOf(count), 2)];
    expect(JSON.parse(chunks.join(''))).toEqual({ results: rowsOf(count).map(report.present) });
    expect(chunks).toHaveLength(2 + Math.ceil(count / 2));
  });

  it('sends the opening before any row is serialised, and each chunk holds its rows', () => {
    const chunks = [...answerChunks(report, rowsOf(3), 2)];
    expect(chunks[0]).toBe('{"results":[');
    expect(chunks[1]).toBe('{"id":1,"text":null},{"id":2,"text":"a \\"quoted\\", note"}');
    expect(chunks[2]).toBe(',{"id":3,"text":null}');
    expect(chunks.at(-1)).toBe(']}');
  });
});

describe('oneChunkPerTurn', () => {
  it('gives every chunk in order, and lets work waiting for the event loop run between two chunks', async () => {
    const seen: string[] = [];
    const waiting = () => setImmediate(() => seen.push('other work'));
    for await (const chunk of oneChunkPerTurn(['a', 'b', 'c'])) {
      seen.push(chunk);
      waiting();
    }
    expect(seen).toEqual(['a', 'other work', 'b', 'other work', 'c', 'other work']);
  });
});
