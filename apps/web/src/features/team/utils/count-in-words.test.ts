import { describe, expect, it } from 'vitest';
import { countInWords, selectedRequestsLabel } from './count-in-words';

describe('count in words', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [2, 'Two'],
    [13, 'Thirteen'],
    [20, 'Twenty'],
    [21, 'Twenty-One'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [105, 'One Hundred Five'],
    [200, 'Two Hundred'],
    [342, 'Three Hundred Forty-Two'],
  ])('reads %i as %s', (count, words) => {
    expect(countInWords(count)).toBe(words);
  });

  it('keeps digits where words would not help', () => {
    expect(countInWords(1000)).toBe('1000');
    expect(countInWords(-1)).toBe('-1');
    expect(countInWords(1.5)).toBe('1.5');
  });

  it('words the selection bar', () => {
    expect(selectedRequestsLabel(2)).toBe('Two Request(s) Selected');
  });
});
