import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leadCycles, leadCycleThrough } from './team-leads';

describe('team-lead circles', () => {
  it('finds the chain back to a person, and none in a tree', () => {
    const tree = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
    ]);
    expect(leadCycleThrough(tree, 3)).toBeNull();
    expect(leadCycles(tree)).toEqual([]);
    const circle = new Map(tree).set(1, 3);
    expect(leadCycleThrough(circle, 1)).toEqual([1, 3, 2, 1]);
    expect(leadCycles(circle)).toEqual([[1, 3, 2, 1]]);
  });

  it('reports each circle once, and not the people who merely lead into one', () => {
    const leads = new Map<number, number | null>([
      [1, 2],
      [2, 1],
      [3, 1],
      [4, 5],
      [5, 4],
      [6, null],
    ]);
    expect(leadCycles(leads)).toEqual([
      [1, 2, 1],
      [4, 5, 4],
    ]);
    expect(leadCycleThrough(leads, 3)).toBeNull();
  });

  it('starts a circle where it closes, even when walking from someone who leads into it', () => {
    const leads = new Map<number, number | null>([
      [3, 1],
      [1, 2],
      [2, 1],
    ]);
    expect(leadCycles(leads)).toEqual([[1, 2, 1]]);
  });

  it('finds a circle exactly when following leads from someone never ends', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 9 }), (targets) => {
        const leads = new Map<number, number | null>(
          targets.map((target, person) => [
            person,
            target < targets.length && target !== person ? target : null,
          ]),
        );
        const endless = [...leads.keys()].some((start) => {
          let current: number | null = start;
          for (let step = 0; step <= leads.size; step += 1)
            current = current === null ? null : (leads.get(current) ?? null);
          return current !== null;
        });
        expect(leadCycles(leads).length > 0).toBe(endless);
      }),
    );
  });
});
