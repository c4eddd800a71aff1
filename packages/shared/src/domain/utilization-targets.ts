/**
 * Utilization against target (issue 40): the rules both sides read. Utilization is billable hours over
 * capacity (`utilizationOf`), a fraction; a target is a whole percent.
 */
import { utilizationOf } from './timesheet-rules';

/** A member's figures for a period, as the team list has them. */
export interface MemberUtilization {
  capacity: number;
  hoursBillable: number;
  /** The effective target in percent, null when none. */
  utilizationTarget: number | null;
}

/** A group's utilization against its target: the team of a list, or a team in Insights. */
export interface GroupUtilization {
  capacity: number;
  hoursBillable: number;
  /** Billable hours over capacity, a fraction (0 without capacity). */
  utilization: number;
  /** The capacity-weighted mean of the members' targets in percent; null when no member with capacity has one. */
  utilizationTarget: number | null;
}

/**
 * A group's figure: its billable hours over its capacity (so each member weighs by their capacity, as in a
 * single timesheet), against the mean of its members' targets weighted by the same capacity, over the
 * members that have a target (a member without one adds no expectation). Insights' SQL is its twin.
 */
export function groupUtilizationOf(members: readonly MemberUtilization[]): GroupUtilization {
  let capacityHundredths = 0;
  let billableHundredths = 0;
  let targetedCapacity = 0;
  let weightedTarget = 0;
  for (const member of members) {
    capacityHundredths += Math.round(member.capacity * 100);
    billableHundredths += Math.round(member.hoursBillable * 100);
    if (member.utilizationTarget !== null) {
      targetedCapacity += member.capacity;
      weightedTarget += member.capacity * member.utilizationTarget;
    }
  }
  const capacity = capacityHundredths / 100;
  const hoursBillable = billableHundredths / 100;
  return {
    capacity,
    hoursBillable,
    utilization: utilizationOf(hoursBillable, capacity),
    utilizationTarget: targetedCapacity === 0 ? null : weightedTarget / targetedCapacity,
  };
}

/** How a utilization stands against its target: below, at or above it (whole percents compared), or no target. */
export type TargetStanding = 'below' | 'met' | 'above' | 'none';

export function targetStanding(utilization: number, target: number | null): TargetStanding {
  if (target === null) return 'none';
  const percent = Math.round(utilization * 100);
  const goal = Math.round(target);
  if (percent < goal) return 'below';
  return percent === goal ? 'met' : 'above';
}
