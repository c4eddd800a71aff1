import { toHundredths } from '@timekeep/shared/domain/hour-entry';
import { coversTwoConsecutiveWorkingDays, hoursTakenBy } from '@timekeep/shared/domain/time-off-duration';
import type { TeamMemberOverview } from '@timekeep/shared/schemas/team';
import type { TimeOffBalance, TimeOffRequest, TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import type { Actor } from '../../core/actor';
import { listHolidaysOfPeople } from '../../core/calendar-lookups';
import { leadToView, policyActorOf } from '../../core/team-scope/team-scope';
import { listTeamOf } from '../../core/team-scope/team-scope.queries';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balancesOfPerson, findTeamRequests, presentTimeOffRequest } from '../time-off';

/** Refuses a person who is not on the team of the lead being viewed. */
async function requireOnTeam(db: Db, leadId: number, personId: number) {
  const members = await listTeamOf(db, leadId);
  if (!members.some((member) => member.id === personId)) {
    throw new AppError('forbidden', 'That person is not on the team you are viewing.', 'user_id');
  }
}

/**
 * GET /api/team/ptos?status&user_id&start_date&end_date&manager_id: the requests of the lead's team
 * (`manager_id`, the caller by default), those starting between the dates, soonest first. A `user_id`
 * outside that team is refused.
 */
export async function listTeamTimeOff(
  db: Db,
  actor: Actor,
  filters: {
    status?: TimeOffStatus;
    userId?: number;
    startDate?: string;
    endDate?: string;
    managerId?: number;
  },
): Promise<TimeOffRequest[]> {
  const policyActor = policyActorOf(actor);
  const leadId = leadToView(policyActor, filters.managerId);
  if (filters.userId !== undefined) await requireOnTeam(db, leadId, filters.userId);
  const requests = await findTeamRequests(db, leadId, {
    status: filters.status,
    personId: filters.userId,
    startDate: filters.startDate,
    endDate: filters.endDate,
  });
  return requests.map((request) => presentTimeOffRequest(request, policyActor));
}

/** Hours added as hundredths, so sums never drift the way floats do. */
function exactSum(hours: readonly number[]): number {
  return hours.reduce((sum, value) => sum + toHundredths(value), 0) / 100;
}

/**
 * GET /api/team/ptos/overview?year&manager_id: each member of the lead's team with their approved hours of
 * the year, the hours taken up to today, whether an approved request covers two consecutive working days,
 * and whether a request waits for an answer. Three statements whatever the team's size.
 */
export async function teamTimeOffOverview(
  db: Db,
  actor: Actor,
  query: { year?: number; managerId?: number },
): Promise<{ year: number; team: TeamMemberOverview[] }> {
  const policyActor = policyActorOf(actor);
  const leadId = leadToView(policyActor, query.managerId);
  const year = query.year ?? Number(policyActor.today.slice(0, 4));
  const [members, requests] = await Promise.all([
    listTeamOf(db, leadId),
    findTeamRequests(db, leadId, { startDate: `${year}-01-01`, endDate: `${year}-12-31` }),
  ]);
  // Each member's own holidays (their office's too); a request starting in December may run into the next year.
  const holidaysOf = await listHolidaysOfPeople(
    db,
    members.map((member) => member.id),
    `${year}-01-01`,
    `${year + 1}-12-31`,
  );
  const team = members.map((member): TeamMemberOverview => {
    const holidays = holidaysOf.get(member.id)!;
    const own = requests.filter((request) => request.personId === member.id);
    const approved = own
      .filter((request) => request.status === 'approved')
      .map((request) => ({ ...request, hours: Number(request.hours) }));
    return {
      spudUserId: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      totalApproved: exactSum(approved.map((request) => request.hours)),
      takenYtd: exactSum(approved.map((request) => hoursTakenBy(request, policyActor.today, holidays))),
      twoConsecutive: approved.some((request) => coversTwoConsecutiveWorkingDays(request, holidays)),
      pendingRequest: own.some((request) => request.status === 'pending'),
    };
  });
  return { year, team };
}

/**
 * GET /api/team/ptos/balances?user_id&manager_id: a member's balances by leave type and year, so the lead
 * answering a request sees what is left of its type. Only for a member of the team viewed, as the requests.
 */
export async function teamMemberBalances(
  db: Db,
  actor: Actor,
  query: { userId: number; managerId?: number },
): Promise<TimeOffBalance[]> {
  const leadId = leadToView(policyActorOf(actor), query.managerId);
  await requireOnTeam(db, leadId, query.userId);
  return balancesOfPerson(db, query.userId);
}
