import { expect, type Page } from '@playwright/test';
import { addDays, datesBetween, isWeekend, todayIso } from '@timekeep/shared/domain/periods';
import type { TimeOffDetailsInput, TimeOffRequest } from '@timekeep/shared/schemas/time-off';

// Time-off data made and read through the API as the signed-in person, so tests pick dates nothing holds yet.

const thisYear = Number(todayIso().slice(0, 4));

/** Dates the person's requests (not rejected) and the company holidays already hold, read from the API. */
export async function takenDates(page: Page): Promise<Set<string>> {
  const lists = await Promise.all(
    ['/api/ptos', `/api/ptos?past=true&year=${thisYear - 1}`, `/api/ptos?past=true&year=${thisYear}`].map(
      async (url) => ((await (await page.request.get(url)).json()) as { ptos: TimeOffRequest[] }).ptos,
    ),
  );
  const taken = new Set<string>();
  for (const request of lists.flat()) {
    const { status, startDate, endDate } = request.mostRecentDetail;
    if (status !== 'rejected') for (const date of datesBetween(startDate, endDate)) taken.add(date);
  }
  const { holidays } = (await (await page.request.get('/api/holidays')).json()) as {
    holidays: { date: string }[];
  };
  for (const holiday of holidays) taken.add(holiday.date);
  return taken;
}

function firstFreeRun(taken: Set<string>, count: number, from: string): string[] | undefined {
  const yearEnd = `${from.slice(0, 4)}-12-31`;
  for (let start = from; start <= yearEnd; start = addDays(start, 1)) {
    const run = datesBetween(start, addDays(start, count - 1));
    if (run.at(-1)! <= yearEnd && run.every((date) => !isWeekend(date) && !taken.has(date))) return run;
  }
  return undefined;
}

/** The first `count` consecutive weekdays from `from` within its year, Monday to Friday of one week, all free. */
export async function freeWeekdays(page: Page, count: number, from: string): Promise<string[]> {
  const run = firstFreeRun(await takenDates(page), count, from);
  if (!run) throw new Error(`no ${count} free weekdays from ${from}`);
  return run;
}

/**
 * A free weekday of this year: the first from today, or, when the year's last weekdays are all held or gone
 * (a run in its last days), the first from its start.
 */
export async function freeWeekdayThisYear(page: Page): Promise<string> {
  const taken = await takenDates(page);
  const [day] = firstFreeRun(taken, 1, todayIso()) ?? firstFreeRun(taken, 1, `${thisYear}-01-01`) ?? [];
  if (!day) throw new Error(`no free weekday in ${thisYear}`);
  return day;
}

/** A partial-day PTO request of 4 hours unless told otherwise. */
export async function createByApi(page: Page, details: Partial<TimeOffDetailsInput> & { startDate: string }) {
  const response = await page.request.post('/api/ptos', {
    data: {
      pto_details: {
        reason: 'pto',
        timeframeType: 'partial_day',
        hoursWorkday: 8,
        includeWeekends: false,
        endDate: null,
        hours: 4,
        comment: 'Made by the end-to-end test',
        ...details,
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { pto: TimeOffRequest }).pto;
}
