import { fireEvent, screen, within } from '@testing-library/react';
import { todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { monthGrid, TimeOffCalendar } from './time-off-calendar';

describe('monthGrid', () => {
  it('starts on the Monday of the month’s first week', () => {
    // November 2026 begins on a Sunday: its grid begins on Monday October 26.
    expect(monthGrid(2026, 11)[0]).toBe('2026-10-26');
    // June 2026 begins on a Monday.
    expect(monthGrid(2026, 6)[0]).toBe('2026-06-01');
    expect(monthGrid(2026, 6)).toHaveLength(42);
  });
});

describe('TimeOffCalendar', () => {
  const today = todayIso();
  const holiday = { id: 1, date: today, name: 'Founders Day' };

  it('heads its weeks Monday to Sunday and explains its colours in a legend', () => {
    renderWithProviders(<TimeOffCalendar requests={[]} holidays={[holiday]} />);

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Holiday',
      'Approved',
      'Requested (waiting for approval)',
    ]);
  });

  it('shows a holiday’s name when its day takes the keyboard focus', async () => {
    renderWithProviders(<TimeOffCalendar requests={[]} holidays={[holiday]} />);

    const day = screen.getByRole('cell', { name: `${formatDisplayDate(today)}: Founders Day` });
    expect(day.tabIndex).toBe(0);
    fireEvent.focus(day);

    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Founders Day');
  });

  it('marks a requested day apart from a holiday', () => {
    const request = buildTimeOffRequest({
      startDate: today,
      endDate: today,
      status: 'pending',
      includeWeekends: true,
    });
    renderWithProviders(<TimeOffCalendar requests={[request]} holidays={[]} />);

    const day = screen.getByRole('cell', { name: `${formatDisplayDate(today)}: Requested PTO` });
    expect(day.dataset.kind).toBe('requested');
  });
});
