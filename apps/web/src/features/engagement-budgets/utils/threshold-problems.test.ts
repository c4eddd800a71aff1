import { describe, expect, it } from 'vitest';
import { thresholdProblems } from './threshold-problems';

describe('thresholdProblems', () => {
  it('finds nothing wrong with the default thresholds', () => {
    expect(thresholdProblems([80, 100])).toEqual({ each: {}, list: null });
  });

  it('names the threshold that is empty or out of bounds', () => {
    expect(thresholdProblems([null, 0, 1200]).each).toEqual({
      0: 'Threshold 1 is required',
      1: 'Threshold 2 must be at least 1%',
      2: 'Threshold 3 must be at most 1000%',
    });
  });

  it('says of the list when a threshold is named twice or none is', () => {
    expect(thresholdProblems([80, 80]).list).toBe('Name each threshold once.');
    expect(thresholdProblems([]).list).toBe('Name at least one threshold.');
  });
});
