import { addDays, nextPeriod, periodContaining } from '@timekeep/shared/domain/periods';
import { earlierDate, laterDate, timestamp } from './calendar';
import type { AdditionalProjectName, EngagementPlan, RolePlan } from './catalog';
import { deliveryDepartments, logsTime, type PersonPlan } from './org';
import type { SeededRandom } from './random';

/** A person's assignment to an engagement role (a "resource"), i.e. a time code they may log to. */
export interface ResourcePlan {
  personKey: string;
  roleKey: string;
  startDate: string;
  endDate: string | null;
  createdAt: Date;
  /** Shown to the person as a new time code until they view it. */
  alerted: boolean;
}

export interface ProjectAssignmentPlan {
  personKey: string;
  project: AdditionalProjectName;
  startDate: string;
  endDate: string | null;
}

interface FixedResource {
  roleKey: string;
  startDate: string;
  endDate: string | null;
  createdOn?: string;
  alerted?: boolean;
}

/** The demo employee and contractor get hand-picked time codes so their timesheets always look the same. */
function fixedResources(today: string): Record<string, FixedResource[]> {
  const current = periodContaining(today);
  const next = nextPeriod(current);
  return {
    employee: [
      { roleKey: 'ACME-1001/Senior Consultant', startDate: addDays(today, -400), endDate: null },
      { roleKey: 'NWND-1004/Consultant', startDate: addDays(today, -120), endDate: addDays(today, 90) },
      {
        roleKey: 'UMBR-1009/Senior Consultant',
        startDate: current.startDate,
        endDate: null,
        createdOn: addDays(today, -2),
        alerted: true,
      },
      {
        roleKey: 'INIT-1008/Senior Consultant',
        startDate: next.startDate,
        endDate: addDays(today, 180),
        createdOn: addDays(today, -1),
        alerted: true,
      },
      { roleKey: 'STRK-1012/Consultant', startDate: addDays(today, -380), endDate: addDays(today, -60) },
    ],
    contractor: [
      { roleKey: 'ACME-1002/Developer', startDate: addDays(today, -300), endDate: addDays(today, 200) },
      { roleKey: 'GLBX-1005/Software Engineer', startDate: addDays(today, -450), endDate: null },
      { roleKey: 'STRK-1011/Integration Developer', startDate: addDays(today, -90), endDate: null },
      {
        roleKey: 'INIT-1007/Integration Developer',
        startDate: current.startDate,
        endDate: addDays(today, 60),
        createdOn: addDays(today, -3),
        alerted: true,
      },
    ],
  };
}

type CatalogRole = RolePlan & { department: EngagementPlan['department']; billable: boolean };

export function planResources(
  people: PersonPlan[],
  engagements: EngagementPlan[],
  today: string,
  random: SeededRandom,
): ResourcePlan[] {
  const roles: CatalogRole[] = engagements.flatMap((e) =>
    e.roles.map((r) => ({ ...r, department: e.department, billable: e.billable })),
  );
  const fixed = fixedResources(today);
  return people.flatMap((person) => {
    const own = fixed[person.key];
    if (!own) return drawResources(person, roles, today, random);
    return own.map((r) => ({
      personKey: person.key,
      roleKey: r.roleKey,
      startDate: r.startDate,
      endDate: r.endDate,
      createdAt: timestamp(r.createdOn ?? earlierDate(addDays(r.startDate, -3), today), 9, 15),
      alerted: r.alerted ?? false,
    }));
  });
}

/**
 * Delivery people get one to three current roles (mostly in their own department) and sometimes an ended one;
 * those who have left keep only an ended one; sales people staff the pre-sales engagement.
 */
function drawResources(
  person: PersonPlan,
  roles: CatalogRole[],
  today: string,
  random: SeededRandom,
): ResourcePlan[] {
  const personStart = person.employmentStartDate;
  if (personStart === null) return [];
  const plans: ResourcePlan[] = [];
  const add = (role: RolePlan, startDate: string, endDate: string | null) =>
    plans.push({
      personKey: person.key,
      roleKey: role.key,
      startDate,
      endDate,
      createdAt: timestamp(earlierDate(addDays(startDate, -3), today), 9, random.int(0, 59)),
      alerted: false,
    });

  if (person.department === 'Sales & Marketing') {
    const preSales = roles.find((r) => r.key === 'CNTS-1016/Sales Engineer')!;
    if (logsTime(person)) add(preSales, laterDate(personStart, preSales.startDate), null);
    return plans;
  }
  if (!deliveryDepartments.includes(person.department)) return plans;

  const endedRoles = roles.filter((r) => r.endDate !== null && r.endDate < today && r.endDate >= personStart);
  if ((!person.enabled || random.chance(0.3)) && endedRoles.length > 0) {
    const past = random.pick(endedRoles);
    add(past, laterDate(past.startDate, personStart), past.endDate);
  }
  if (!logsTime(person)) return plans;

  const current = roles.filter((r) => r.billable && r.startDate <= today && (r.endDate ?? today) >= today);
  const ownDepartment = current.filter((r) => r.department === person.department);
  const engagementsTaken = new Set<string>();
  for (let count = random.int(1, 3); engagementsTaken.size < count; ) {
    const role = random.pick(random.chance(0.7) && ownDepartment.length > 0 ? ownDepartment : current);
    const engagementCode = role.key.split('/')[0]!;
    if (engagementsTaken.has(engagementCode)) continue;
    engagementsTaken.add(engagementCode);
    const startDate = [role.startDate, personStart, addDays(today, -random.int(20, 420))].reduce(laterDate);
    const endDate = role.endDate ?? (random.chance(0.25) ? addDays(today, random.int(30, 240)) : null);
    add(role, startDate, endDate);
  }
  return plans;
}

/** Which additional projects a person may log to: training for all, the rest by department and duty. */
function additionalProjectsFor(
  person: PersonPlan,
  leadsTeam: boolean,
  random: SeededRandom,
): AdditionalProjectName[] {
  const projects: AdditionalProjectName[] = ['Internal Training'];
  if (person.key === 'employee') projects.push('Sales Support', 'Holiday Party Planning');
  if (deliveryDepartments.includes(person.department) && random.chance(0.3)) projects.push('Bench');
  if (person.department === 'Cloud Engineering') projects.push('Internal Tools');
  if (person.department === 'Sales & Marketing') projects.push('Sales Support');
  if (person.department === 'Finance & Operations') projects.push('Company Administration');
  if (person.department === 'People & Talent') {
    projects.push('Recruiting & Interviews', 'Holiday Party Planning', 'Company Administration');
  }
  if (leadsTeam) projects.push('Practice Development', 'Recruiting & Interviews');
  return [...new Set(projects)];
}

export function planProjectAssignments(
  people: PersonPlan[],
  today: string,
  random: SeededRandom,
): ProjectAssignmentPlan[] {
  const leads = new Set(people.map((p) => p.leadKey));
  return people
    .filter((p) => p.enabled && p.roles.includes('employee'))
    .flatMap((person) =>
      additionalProjectsFor(person, leads.has(person.key), random).map((project) => ({
        personKey: person.key,
        project,
        startDate: person.employmentStartDate ?? today,
        endDate: null,
      })),
    );
}
