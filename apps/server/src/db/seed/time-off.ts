import { addDays, datesBetween } from '@timekeep/shared/domain/periods';
import type { timeOffReasons } from '../schema';
import { earlierDate, laterDate, timestamp, type WorkCalendar } from './calendar';
import { type PersonPlan, takesTimeOff } from './org';
import type { SeededRandom } from './random';

type Reason = (typeof timeOffReasons)[number];
type RequestStatus = 'pending' | 'approved' | 'rejected';

export interface TimeOffRequestPlan {
  personKey: string;
  status: RequestStatus;
  reason: Reason;
  timeframeType: 'partial_day' | 'multiple_days';
  startDate: string;
  endDate: string;
  hours: string;
  comment: string;
  managerComment: string | null;
  managerKey: string | null;
  createdAt: Date;
}

export interface BalancePlan {
  personKey: string;
  year: number;
  reason: Reason;
  accumulatedHours: string;
}

export interface TimeOffPlan {
  requests: TimeOffRequestPlan[];
  balances: BalancePlan[];
  /** Hours off per person and date (pending and approved requests), so timesheets leave those days out. */
  hoursOff: Map<string, Map<string, number>>;
}

const HOURS_PER_WORKDAY = 8;
const HALF_DAY_HOURS = 4;

const yearlyBalances: [Reason, number][] = [
  ['pto', 120],
  ['office_closure', 40],
  ['paid_sick_leave_ffcra', 40],
  ['jury_duty', 24],
  ['bereavement', 24],
];

const comments = {
  vacation: [
    'Family vacation',
    'Long weekend away',
    'Visiting family out of state',
    'Moving to a new apartment',
    'Wedding in the family',
    'Beach trip with the kids',
    'Home renovation week',
  ],
  partialDay: [
    'Doctor appointment in the afternoon',
    'Parent-teacher conference',
    'Leaving early for a flight',
  ],
  officeClosure: ['Office closure between the holidays'],
  sick: ['Sick with the flu', 'Caring for a sick child'],
  juryDuty: ['Jury duty summons, county courthouse'],
  approved: ['Enjoy!', 'Approved, thanks for the early notice.'],
  rejected: [
    'This overlaps the client go-live; could you move it by a week?',
    'Two others on the team are out that week; please pick different dates.',
  ],
};

interface DateWindow {
  from: string;
  to: string;
}

interface DateRange {
  startDate: string;
  endDate: string;
}

function statusByDates(range: DateRange, today: string, random: SeededRandom): RequestStatus {
  if (range.endDate < today) return random.chance(0.15) ? 'rejected' : 'approved';
  if (range.startDate > today) return random.chance(0.5) ? 'pending' : 'approved';
  return 'approved';
}

/** Plans one person's balances and requests, never letting two of their requests share a date. */
class PersonTimeOffPlanner {
  private readonly taken = new Set<string>();
  readonly requests: TimeOffRequestPlan[] = [];
  readonly balances: BalancePlan[] = [];
  readonly hoursOff = new Map<string, number>();

  constructor(
    private readonly person: PersonPlan,
    private readonly employmentStartDate: string,
    private readonly calendar: WorkCalendar,
    private readonly today: string,
    private readonly random: SeededRandom,
  ) {}

  planYear(year: number): void {
    const random = this.random;
    const yearStart = `${year}-01-01`;
    if (this.employmentStartDate > `${year}-12-31`) return;
    for (const [reason, hours] of yearlyBalances) {
      this.balances.push({ personKey: this.person.key, year, reason, accumulatedHours: hours.toFixed(2) });
    }

    const closureDays = datesBetween(`${year}-12-26`, `${year}-12-31`).filter(
      (d) => this.calendar.isWorkday(d) && d >= this.employmentStartDate,
    );
    for (const date of random.sample(closureDays, 2).sort()) {
      const status = date < this.today || random.chance(0.6) ? 'approved' : 'pending';
      this.add('office_closure', { startDate: date, endDate: date }, status, HOURS_PER_WORKDAY);
    }

    const vacationWindow = { from: yearStart, to: `${year}-12-20` };
    for (let block = random.int(2, 4); block > 0; block--) {
      const halfDay = random.chance(0.2);
      const anchor = addDays(yearStart, random.int(0, 340));
      const range = this.findFreeRange(vacationWindow, anchor, halfDay ? 1 : random.pick([1, 2, 3, 5]));
      if (range) {
        this.add(
          'pto',
          range,
          statusByDates(range, this.today, random),
          halfDay ? HALF_DAY_HOURS : undefined,
        );
      }
    }

    const pastWindow = { from: yearStart, to: earlierDate(`${year}-12-31`, addDays(this.today, -3)) };
    if (random.chance(0.3)) {
      const range = this.findFreeRange(pastWindow, addDays(yearStart, random.int(0, 300)), random.int(1, 2));
      if (range) this.add('paid_sick_leave_ffcra', range, 'approved');
    }
    if (random.chance(0.1)) {
      const range = this.findFreeRange(pastWindow, addDays(yearStart, random.int(0, 300)), random.int(1, 3));
      if (range) this.add('jury_duty', range, 'approved');
    }
  }

  /** Adds a pending request in the coming months unless one is already waiting. */
  ensureUpcomingPending(): void {
    if (this.requests.some((r) => r.status === 'pending' && r.startDate > this.today)) return;
    const window = { from: addDays(this.today, 1), to: addDays(this.today, 150) };
    const range = this.findFreeRange(
      window,
      addDays(this.today, this.random.int(10, 40)),
      this.random.int(1, 3),
    );
    if (range) this.add('pto', range, 'pending');
  }

  /** Adds a multi-day PTO request with this status within the current year unless one exists. */
  ensureThisYear(status: RequestStatus, anchor: string, workdays: number): void {
    const year = this.today.slice(0, 4);
    const exists = this.requests.some(
      (r) =>
        r.status === status &&
        r.reason === 'pto' &&
        r.timeframeType === 'multiple_days' &&
        r.startDate.startsWith(year),
    );
    if (exists) return;
    const range = this.findFreeRange({ from: `${year}-01-01`, to: `${year}-12-20` }, anchor, workdays);
    if (range) this.add('pto', range, status);
  }

  private add(reason: Reason, range: DateRange, status: RequestStatus, partialDayHours?: number): void {
    const random = this.random;
    const dates = datesBetween(range.startDate, range.endDate);
    for (const date of dates) this.taken.add(date);
    const workdays = dates.filter((d) => this.calendar.isWorkday(d));
    const createdOn = laterDate(
      earlierDate(addDays(range.startDate, -random.int(7, 45)), this.today),
      this.employmentStartDate,
    );
    this.requests.push({
      personKey: this.person.key,
      status,
      reason,
      timeframeType: partialDayHours === undefined ? 'multiple_days' : 'partial_day',
      ...range,
      hours: (partialDayHours ?? workdays.length * HOURS_PER_WORKDAY).toFixed(2),
      comment: random.pick(commentsFor(reason, partialDayHours)),
      managerComment: managerCommentFor(status, random),
      managerKey: status === 'pending' ? null : (this.person.leadKey ?? 'admin'),
      createdAt: timestamp(createdOn, 14, random.int(0, 59)),
    });
    if (status === 'rejected') return;
    for (const date of workdays) this.hoursOff.set(date, partialDayHours ?? HOURS_PER_WORKDAY);
  }

  /**
   * The first run of `workdays` working days starting on or after `anchor` inside the window (then from the
   * window's start), within one year, holding no holiday and touching no date already taken.
   */
  private findFreeRange(window: DateWindow, anchor: string, workdays: number): DateRange | null {
    const from = laterDate(window.from, this.employmentStartDate);
    if (from > window.to) return null;
    const first = anchor < from || anchor > window.to ? from : anchor;
    const candidates = [...datesBetween(first, window.to), ...datesBetween(from, addDays(first, -1))];
    for (const startDate of candidates) {
      const endDate = this.rangeEnd(startDate, workdays, window.to);
      if (endDate) return { startDate, endDate };
    }
    return null;
  }

  private rangeEnd(startDate: string, workdays: number, lastDate: string): string | null {
    if (!this.calendar.isWorkday(startDate)) return null;
    const year = startDate.slice(0, 4);
    let counted = 0;
    for (let date = startDate; date <= lastDate && date.startsWith(year); date = addDays(date, 1)) {
      if (this.taken.has(date) || this.calendar.isHoliday(date)) return null;
      if (this.calendar.isWorkday(date)) counted++;
      if (counted === workdays) return date;
    }
    return null;
  }
}

export function planTimeOff(
  people: PersonPlan[],
  calendar: WorkCalendar,
  today: string,
  random: SeededRandom,
): TimeOffPlan {
  const thisYear = Number(today.slice(0, 4));
  const plan: TimeOffPlan = { requests: [], balances: [], hoursOff: new Map() };
  for (const person of people) {
    if (!takesTimeOff(person) || person.employmentStartDate === null) continue;
    const planner = new PersonTimeOffPlanner(person, person.employmentStartDate, calendar, today, random);
    planner.planYear(thisYear - 1);
    planner.planYear(thisYear);
    if (person.leadKey === 'manager' || (person.leadKey === 'manager2' && random.chance(0.6))) {
      planner.ensureUpcomingPending();
    }
    if (person.key === 'employee') {
      planner.ensureThisYear('approved', addDays(today, -40), 3);
      planner.ensureThisYear('pending', addDays(today, 21), 2);
    }
    plan.requests.push(...planner.requests);
    plan.balances.push(...planner.balances);
    plan.hoursOff.set(person.key, planner.hoursOff);
  }
  return plan;
}

function commentsFor(reason: Reason, partialDayHours: number | undefined): string[] {
  if (reason === 'office_closure') return comments.officeClosure;
  if (reason === 'paid_sick_leave_ffcra') return comments.sick;
  if (reason === 'jury_duty') return comments.juryDuty;
  return partialDayHours === undefined ? comments.vacation : comments.partialDay;
}

function managerCommentFor(status: RequestStatus, random: SeededRandom): string | null {
  if (status === 'rejected') return random.pick(comments.rejected);
  if (status === 'approved' && random.chance(0.3)) return random.pick(comments.approved);
  return null;
}
