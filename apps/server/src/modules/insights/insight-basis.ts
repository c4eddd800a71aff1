import type { ReportRange } from '@timekeep/shared/domain/report-range';
import type { Actor } from '../../core/actor';
import { type PolicyActor, policyActorOf } from '../../core/team-scope/team-scope';
import type { ReportSettings } from '../reports';
import { reportRange } from '../reports';

/**
 * What every chart starts from: the caller as the reports' policy sees them, and the range (the current
 * month and the five before it by default; reversed or longer than REPORT_MAX_DAYS answers 400 like a report).
 */
export function insightBasis(
  actor: Actor,
  query: { startDate?: string; endDate?: string },
  settings: ReportSettings,
): { policyActor: PolicyActor; range: ReportRange } {
  return {
    policyActor: policyActorOf(actor, settings.today),
    range: reportRange(query, 'last-six-months', settings),
  };
}
