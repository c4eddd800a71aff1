import { describe, expect, it } from 'vitest';
import { groupUtilizationOf, targetStanding } from './utilization-targets';

describe('groupUtilizationOf', () => {
  it('divides billable hours by capacity and weighs targets by the capacity of those who have one', () => {
    expect(
      groupUtilizationOf([
        { capacity: 80, hoursBillable: 32, utilizationTarget: 80 },
        { capacity: 40, hoursBillable: 30, utilizationTarget: 50 },
        { capacity: 40, hoursBillable: 0, utilizationTarget: null },
      ]),
    ).toEqual({ capacity: 160, hoursBillable: 62, utilization: 62 / 160, utilizationTarget: 70 });
  });

  it('answers 0 and no target for nobody, or for members without capacity', () => {
    expect(groupUtilizationOf([])).toEqual({
      capacity: 0,
      hoursBillable: 0,
      utilization: 0,
      utilizationTarget: null,
    });
    expect(groupUtilizationOf([{ capacity: 0, hoursBillable: 4, utilizationTarget: 80 }])).toMatchObject({
      utilization: 0,
      utilizationTarget: null,
    });
  });

  it('sums hours exactly to the hundredth', () => {
    const members = [0.1, 0.2].map((hoursBillable) => ({
      capacity: 8,
      hoursBillable,
      utilizationTarget: null,
    }));
    expect(groupUtilizationOf(members).hoursBillable).toBe(0.3);
  });
});

describe('targetStanding', () => {
  it('compares whole percents, and has none without a target', () => {
    expect(targetStanding(0.4, 80)).toBe('below');
    expect(targetStanding(0.796, 80)).toBe('met');
    expect(targetStanding(0.81, 80)).toBe('above');
    expect(targetStanding(0.4, null)).toBe('none');
    expect(targetStanding(0, 0)).toBe('met');
  });
});
