import { isIsoDate, periodsBetween } from '@timekeep/shared/domain/periods';
import { planProjectAssignments, planResources } from './assignments';
import { companyHolidays, WorkCalendar } from './calendar';
import { planEngagements } from './catalog';
import { planPeople } from './org';
import { SeededRandom } from './random';
import { planTimeOff } from './time-off';
import { planTimesheets } from './timesheets';

/** Timesheet periods and holidays exist from here on; the year selectors start in 2017 too. */
const FIRST_YEAR = 2017;

/** One fixed seed per concern, so changing how one part is drawn leaves the others as they were. */
const seeds = { resources: 1101, projectAssignments: 2202, timeOff: 3303, timesheets: 4404 };

/** Everything the demo company holds, planned in memory from `today` alone. */
export function planDemoCompany(today: string) {
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  const nextYear = Number(today.slice(0, 4)) + 1;
  const holidays = Array.from({ length: nextYear - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i).flatMap(
    (year) => companyHolidays(year),
  );
  const calendar = new WorkCalendar(holidays);
  const people = planPeople(today);
  const engagements = planEngagements(today);
  const resources = planResources(people, engagements, today, new SeededRandom(seeds.resources));
  const projectAssignments = planProjectAssignments(
    people,
    today,
    new SeededRandom(seeds.projectAssignments),
  );
  const timeOff = planTimeOff(people, calendar, today, new SeededRandom(seeds.timeOff));
  const timesheets = planTimesheets({
    people,
    resources,
    projectAssignments,
    hoursOff: timeOff.hoursOff,
    calendar,
    today,
    random: new SeededRandom(seeds.timesheets),
  });
  return {
    today,
    holidays,
    periods: periodsBetween(`${FIRST_YEAR}-01-01`, `${nextYear}-12-31`),
    people,
    engagements,
    resources,
    projectAssignments,
    timeOff,
    timesheets,
  };
}
export type DemoCompanyPlan = ReturnType<typeof planDemoCompany>;
