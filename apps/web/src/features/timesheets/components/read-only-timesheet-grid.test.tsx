import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimesheet } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { ReadOnlyTimesheetGrid } from './read-only-timesheet-grid';

describe('the read-only timesheet grid', () => {
  it('shows every date of the period, the hours as text, and the totals, with nothing to edit', async () => {
    stubApi({ '/api/holidays': () => jsonResponse(200, { holidays: [] }) });
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
    stubApi({ '/api/holidays': () => jsonResponse(200, { holidays: [] }) });
    renderWithProviders(<ReadOnlyTimesheetGrid timesheet={buildTimesheet()} />);

    fireEvent.click(
      screen.getByRole('button', { name: 'Read note for ACME-1001 Consultant on Mar 4, 2030' }),
    );
    expect(await screen.findByText('Kickoff')).toBeTruthy();
  });
});
