import {
  addDays,
  datesOfPeriod,
  type Period,
  periodContaining,
  previousPeriod,
} from '@timekeep/shared/domain/periods';
import type { timesheetStatuses } from '../schema';
import type { ProjectAssignmentPlan, ResourcePlan } from './assignments';
import { earlierDate, laterDate, timestamp, type WorkCalendar } from './calendar';
import type { AdditionalProjectName } from './catalog';
import { logsTime, type PersonPlan } from './org';
import type { SeededRandom } from './random';

type TimesheetStatus = (typeof timesheetStatuses)[number];

export interface EntryPlan {
  date: string;
  hours: string;
  note: string | null;
}

export interface RowPlan {
  /** Index into the planned resources, or null for an additional project row. */
  resourceIndex: number | null;
  project: AdditionalProjectName | null;
  entries: EntryPlan[];
}

export interface RevisionPlan {
  status: TimesheetStatus;
  note: string | null;
  actorKey: string;
  createdAt: Date;
}

export interface TimesheetPlan {
  personKey: string;
  period: Period;
  status: TimesheetStatus;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  rows: RowPlan[];
  revisions: RevisionPlan[];
}

/** The current period and the five before it. */
const PERIODS_OF_HISTORY = 6;
const STANDARD_DAY_HUNDREDTHS = 800;

/** Statuses of the demo employee's timesheets, newest period first: one of every status. */
const employeeStatuses: TimesheetStatus[] = [
  'unsubmitted',
  'pending',
  'rejected',
  'unapproved',
  'approved',
  'approved',
];

/** Demo accounts that always open on a started timesheet; others sometimes have none yet. */
const alwaysHasCurrentTimesheet = new Set(['employee', 'contractor', 'manager', 'manager2', 'admin']);

const entryNotes = [
  'Sprint planning',
  'Client workshop',
  'Data migration dry run',
  'Steering committee prep',
  'Travel to client site',
  'Go-live support',
  'Requirements review',
];
const rejectionNotes = [
  'Please move the internal meeting hours to Internal Training and resubmit.',
  'Hours on the client code look high for that week; please check them against the client log.',
];
const unapprovalNotes = ['The client asked for hours split by role; reopening so you can correct it.'];

interface PlanContext {
  people: PersonPlan[];
  resources: ResourcePlan[];
  projectAssignments: ProjectAssignmentPlan[];
  /** Hours of time off per person and date. */
  hoursOff: Map<string, Map<string, number>>;
  calendar: WorkCalendar;
  today: string;
  random: SeededRandom;
}

interface RowSource {
  resourceIndex: number | null;
  project: AdditionalProjectName | null;
  startDate: string;
  endDate: string | null;
}

function overlaps(source: RowSource, from: string, to: string): boolean {
  return source.startDate <= to && (source.endDate === null || source.endDate >= from);
}

function hoursText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

export function planTimesheets(context: PlanContext): TimesheetPlan[] {
  const { people, today } = context;
  const periods: Period[] = [periodContaining(today)];
  while (periods.length < PERIODS_OF_HISTORY) periods.push(previousPeriod(periods.at(-1)!));

  const plans: TimesheetPlan[] = [];
  for (const person of people) {
    if (!logsTime(person)) continue;
    const sources = rowSourcesOf(person.key, context);
    for (let age = PERIODS_OF_HISTORY - 1; age >= 0; age--) {
      const period = periods[age]!;
      if (person.employmentStartDate! > period.endDate) continue;
      const notStartedYet =
        age === 0 && !alwaysHasCurrentTimesheet.has(person.key) && context.random.chance(0.15);
      if (notStartedYet) continue;
      const status =
        person.key === 'employee' ? employeeStatuses[age]! : statusOf(person, age, context.random);
      plans.push(planTimesheet(person, period, age, status, sources, context));
    }
  }
  return plans;
}

/** Client time codes first (oldest first), then one or two additional projects. */
function rowSourcesOf(personKey: string, context: PlanContext): RowSource[] {
  const clientRows: RowSource[] = context.resources.flatMap((r, index) =>
    r.personKey === personKey
      ? [{ resourceIndex: index, project: null, startDate: r.startDate, endDate: r.endDate }]
      : [],
  );
  clientRows.sort((a, b) => a.startDate.localeCompare(b.startDate));
  const projectRows: RowSource[] = context.projectAssignments
    .filter((a) => a.personKey === personKey)
    .slice(0, clientRows.length > 0 ? 1 : 2)
    .map((a) => ({ resourceIndex: null, project: a.project, startDate: a.startDate, endDate: a.endDate }));
  return [...clientRows, ...projectRows];
}

function statusOf(person: PersonPlan, age: number, random: SeededRandom): TimesheetStatus {
  if (age === 0) return 'unsubmitted';
  const roll = random.next();
  if (age === 1) {
    if (person.leadKey === 'manager') return roll < 0.8 ? 'pending' : 'approved';
    if (roll < 0.5) return 'approved';
    if (roll < 0.8) return 'pending';
    return roll < 0.95 ? 'unsubmitted' : 'rejected';
  }
  if (roll < 0.9) return 'approved';
  if (roll < 0.94) return 'rejected';
  return roll < 0.97 ? 'unapproved' : 'pending';
}

function planTimesheet(
  person: PersonPlan,
  period: Period,
  age: number,
  status: TimesheetStatus,
  sources: RowSource[],
  context: PlanContext,
): TimesheetPlan {
  const { random, today, calendar } = context;
  const lastDayFilled =
    age === 0 ? addDays(today, person.key === 'employee' ? -1 : -random.int(0, 3)) : period.endDate;
  const periodSources = sources.filter((s) => overlaps(s, period.startDate, period.endDate));
  const rows: RowPlan[] = periodSources.map((s) => ({
    resourceIndex: s.resourceIndex,
    project: s.project,
    entries: [],
  }));
  const hoursOff = context.hoursOff.get(person.key);

  for (const date of datesOfPeriod(period)) {
    if (date > lastDayFilled || date < person.employmentStartDate! || !calendar.isWorkday(date)) continue;
    const dayHundredths =
      (random.chance(0.12) ? random.pick([700, 750, 850, 900, 1000]) : STANDARD_DAY_HUNDREDTHS) -
      (hoursOff?.get(date) ?? 0) * 100;
    const open = periodSources.flatMap((s, i) => (overlaps(s, date, date) ? [i] : []));
    if (dayHundredths <= 0 || open.length === 0) continue;
    const clientRows = open.filter((i) => periodSources[i]!.resourceIndex !== null);
    const main = random.pick(clientRows.length > 0 ? clientRows : open);
    const others = open.filter((i) => i !== main);
    const split =
      others.length > 0 && random.chance(0.35) ? Math.min(random.pick([200, 400]), dayHundredths) : 0;
    const note = random.chance(0.06) ? random.pick(entryNotes) : null;
    if (split < dayHundredths)
      rows[main]!.entries.push({ date, hours: hoursText(dayHundredths - split), note });
    if (split > 0) rows[random.pick(others)]!.entries.push({ date, hours: hoursText(split), note: null });
  }

  const revisions = revisionsFor(person, period, status, context);
  const createdAt = timestamp(earlierDate(period.startDate, today), 8, random.int(0, 59));
  const lastEntry = rows.flatMap((r) => r.entries.map((e) => e.date)).reduce(laterDate, period.startDate);
  return {
    personKey: person.key,
    period,
    status,
    version: 1 + revisions.length,
    createdAt,
    updatedAt: revisions.at(-1)?.createdAt ?? timestamp(earlierDate(lastEntry, today), 17, 30),
    rows,
    revisions,
  };
}

/** One revision per transition: the person submits; their team lead approves, rejects or unapproves. */
function revisionsFor(
  person: PersonPlan,
  period: Period,
  status: TimesheetStatus,
  context: PlanContext,
): RevisionPlan[] {
  const { random, today } = context;
  if (status === 'unsubmitted') return [];
  const approver = person.leadKey ?? 'admin';
  const submittedOn = earlierDate(addDays(period.endDate, random.int(1, 2)), today);
  const revisions: RevisionPlan[] = [
    {
      status: 'pending',
      note: null,
      actorKey: person.key,
      createdAt: timestamp(submittedOn, 16, random.int(0, 59)),
    },
  ];
  if (status === 'pending') return revisions;

  const decidedOn = earlierDate(addDays(submittedOn, random.int(1, 3)), today);
  const decidedAt = timestamp(decidedOn, decidedOn === submittedOn ? 18 : 10, random.int(0, 59));
  if (status === 'rejected') {
    revisions.push({ status, note: random.pick(rejectionNotes), actorKey: approver, createdAt: decidedAt });
    return revisions;
  }
  revisions.push({ status: 'approved', note: null, actorKey: approver, createdAt: decidedAt });
  if (status === 'unapproved') {
    const unapprovedOn = earlierDate(addDays(decidedOn, 2), today);
    revisions.push({
      status,
      note: random.pick(unapprovalNotes),
      actorKey: approver,
      createdAt: timestamp(unapprovedOn, unapprovedOn === decidedOn ? 20 : 11, random.int(0, 59)),
    });
  }
  return revisions;
}
