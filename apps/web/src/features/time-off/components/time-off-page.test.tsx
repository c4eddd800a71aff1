import { screen, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { TimeOffPage } from './time-off-page';

const thisYear = Number(todayIso().slice(0, 4));

function visit() {
  stubApi({
    '/api/holidays': () => jsonResponse(200, { holidays: [] }),
    '/api/calendar_feeds': () => jsonResponse(200, { feeds: [] }),
    // Upcoming: one of this year, one of next year; the past of this year: one approved, one rejected.
    '/api/ptos': () =>
      jsonResponse(200, {
        ptos: [
          buildTimeOffRequest({ startDate: `${thisYear}-12-14`, hours: 8 }, { id: 1 }),
          buildTimeOffRequest({ startDate: `${thisYear + 1}-01-11`, hours: 24 }, { id: 2 }),
          buildTimeOffRequest({ startDate: `${thisYear}-01-12`, status: 'approved', hours: 16 }, { id: 3 }),
          buildTimeOffRequest({ startDate: `${thisYear}-02-09`, status: 'rejected', hours: 40 }, { id: 4 }),
        ],
      }),
    '/api/ptos/stats': () =>
      jsonResponse(200, {
        stats: {
          year: thisYear,
          totalApproved: 16,
          takenYtd: 16,
          officeClosure: { year: thisYear, totalRequested: 1, totalBalance: 5 },
        },
      }),
    '/api/ptos/balances': () =>
      jsonResponse(200, {
        balances: [
          {
            type: 'bereavement',
            accumulatedAmount: { [thisYear]: 24 },
            ptoRequested: { [thisYear]: 8 },
          },
          { type: 'fmla', accumulatedAmount: {}, ptoRequested: { [thisYear]: 8 } },
          {
            type: 'office_closure',
            accumulatedAmount: { [thisYear]: 40 },
            ptoRequested: { [thisYear]: 8 },
          },
          {
            type: 'pto',
            accumulatedAmount: { [thisYear]: 120, [thisYear + 1]: 120 },
            ptoRequested: { [thisYear]: 24, [thisYear + 1]: 24 },
          },
        ],
        officeClosure: { year: thisYear, totalRequested: 1, totalBalance: 5 },
      }),
  });
  renderRoutes([{ path: '/pto/*', element: <TimeOffPage calendarFeeds={null} /> }], '/pto/current', {
    signedInAs: demoUsers.employee,
  });
}

describe('TimeOffPage', () => {
  it('shows what is left of each leave type in the year, beside the three cards', async () => {
    visit();
    const balances = await screen.findByRole('table', { name: `Balances of ${thisYear}` });
    const row = (type: string) => within(balances).getByRole('row', { name: new RegExp(`^${type}`) });

    await within(balances).findByRole('row', { name: /^PTO/ });
    expect(within(balances).getAllByRole('row')).toHaveLength(5);
    expect(row('PTO').textContent).toBe('PTO120 hours24 hours96 hours, not limitedHistory');
    expect(row('Office Closure').textContent).toBe(
      'Office Closure40 hours (5 days)8 hours (1 day)32 hours (4 days)History',
    );
    expect(row('Bereavement').textContent).toBe('Bereavement24 hours8 hours16 hoursHistory');
    expect(row('FMLA').textContent).toBe('FMLANone8 hoursNone: no balance setHistory');
    expect(screen.getByRole('group', { name: `Office Closures (${thisYear})` })).toBeTruthy();
  });

  it("totals the year's approved or pending hours in the footer and says so, whatever the tab lists", async () => {
    visit();
    const list = await screen.findByRole('table', { name: 'Current and upcoming requests' });
    const footer = await within(list).findByRole('row', { name: /^Total Time Off/ });
    expect(footer.textContent).toBe(`Total Time Off24 hours in ${thisYear}, approved or pending`);
  });
});
