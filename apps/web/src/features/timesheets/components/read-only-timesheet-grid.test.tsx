import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimesheet } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { ReadOnlyTimesheetGrid } from './read-only-timesheet-grid';

describe('the read-only timesheet grid', () => {
  it('shows every date of the period, the hours as text, and the totals, with nothing to edit', async () => {
    renderWithProviders(<ReadOnlyTimesheetGrid timesheet={buildTimesheet()} />);

    const grid = screen.getByRole('table', { name: 'Timesheet' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(15 + 2);
    const row = within(grid).getByRole('rowheader', { name: 'ACME-1001 Consultant' }).closest('tr')!;
    expect(within(row).getByText('8.00', { selector: 'p' })).toBeTruthy();
    expect(within(grid).getByLabelText('Timesheet total').textContent).toBe('8.00');
    expect(within(grid).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(grid).queryByRole('button', { name: /^Delete row/ })).toBeNull();
  });

  it('opens an entry note for reading', async () => {
    renderWithProviders(<ReadOnlyTimesheetGrid timesheet={buildTimesheet()} />);

    fireEvent.click(
      screen.getByRole('button', { name: 'Read note for ACME-1001 Consultant on Mar 4, 2030' }),
    );
    expect(await screen.findByText('Kickoff')).toBeTruthy();
  });

  it('marks the days of approved and pending time off in their column heads, with the hours, and says what the marks mean', async () => {
    renderWithProviders(
      <ReadOnlyTimesheetGrid
        timesheet={buildTimesheet({
          timeOff: [
            { date: '2030-03-04', hours: 8, status: 'approved', reason: 'pto' },
            { date: '2030-03-06', hours: 4, status: 'pending', reason: 'jury_duty' },
          ],
        })}
      />,
    );

    const grid = screen.getByRole('table', { name: 'Timesheet' });
    const approved = within(grid).getByRole('columnheader', { name: /^Mar 4, 2030/ });
    expect(approved.textContent).toContain('Mar 4, 2030, time off: PTO 8.00 h, approved');
    expect(within(approved).getByText('8.00 off')).toBeTruthy();
    const pending = within(grid).getByRole('columnheader', { name: /^Mar 6, 2030/ });
    expect(pending.textContent).toContain('Mar 6, 2030, time off: Jury Duty 4.00 h, waiting for approval');
    expect(within(pending).getByText('4.00 off')).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: /^Mar 5, 2030/ }).textContent).not.toContain('off');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Approved time off', 'Time off waiting for approval']);
  });

  it("greys the owner's holidays, whoever reads the timesheet", () => {
    renderWithProviders(
      <ReadOnlyTimesheetGrid
        timesheet={buildTimesheet({ holidays: [{ date: '2030-03-05', name: 'London office day' }] })}
      />,
    );

    const grid = screen.getByRole('table', { name: 'Timesheet' });
    expect(within(grid).getByRole('columnheader', { name: /^Mar 5, 2030/ }).textContent).toContain(
      'Mar 5, 2030, holiday: London office day',
    );
    expect(within(grid).getByRole('columnheader', { name: /^Mar 4, 2030/ }).textContent).not.toContain(
      'holiday',
    );
  });

  it('shows no legend when the period has no time off and nothing changed', () => {
    renderWithProviders(<ReadOnlyTimesheetGrid timesheet={buildTimesheet()} />);

    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
  });

  it('marks the days changed since a lead sent the timesheet back, and says how', () => {
    const change = {
      resourceId: 31,
      additionalProjectId: null,
      label: 'ACME-1001 Consultant',
      noteBefore: null,
      noteAfter: null,
    };
    renderWithProviders(
      <ReadOnlyTimesheetGrid
        timesheet={buildTimesheet({
          changesSinceSentBack: {
            status: 'rejected',
            at: '2030-03-18T10:00:00.000Z',
            changes: [
              { ...change, date: '2030-03-04', hoursBefore: 6, hoursAfter: 8, noteAfter: 'Kickoff' },
              { ...change, date: '2030-03-05', hoursBefore: 4, hoursAfter: null },
            ],
          },
        })}
      />,
    );

    const row = screen.getByRole('rowheader', { name: 'ACME-1001 Consultant' }).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[3]!.textContent).toContain('Changed since it was sent back: hours were 6.00; note changed');
    expect(cells[4]!.textContent).toContain('Changed since it was sent back: hours were 4.00');
    expect(cells[5]!.textContent).not.toContain('Changed');
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Changed since it was sent back');
  });

  it("marks a row whose engagement is over budget, as the owner's grid does", () => {
    const timesheet = buildTimesheet();
    const budget = {
      kind: 'hours',
      remaining: -5,
      percentWithPending: 112.5,
      overBudget: true,
      refuseBeyondBudget: false,
    } as const;
    renderWithProviders(
      <ReadOnlyTimesheetGrid
        timesheet={{
          ...timesheet,
          timesheetRows: timesheet.timesheetRows.map((row) => ({ ...row, budget })),
        }}
      />,
    );
    const row = screen.getByRole('rowheader', { name: /^ACME-1001 Consultant/ });
    expect(within(row).getByText("Over budget: 112.5% of the engagement's budget with pending")).toBeTruthy();
  });
});
