import { fireEvent, screen } from '@testing-library/react';
import { addDays, todayIso } from '@timekeep/shared/domain/periods';
import { formatDisplayDate } from '@timekeep/shared/domain/time-off-dates';
import type { TimeOffPermissions, TimeOffRequest } from '@timekeep/shared/schemas/time-off';
import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { TimeOffRequestsTable } from './time-off-requests-table';

function request(startDate: string, permissions: Partial<TimeOffPermissions>): TimeOffRequest {
  return buildTimeOffRequest({ startDate }, { permissions });
}

function openOptions(shown: TimeOffRequest) {
  renderWithProviders(
    <TimeOffRequestsTable
      caption="Current and upcoming requests"
      total={{ year: 2030, hours: 4 }}
      requests={[shown]}
      isPending={false}
      isError={false}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />,
  );
  const day = formatDisplayDate(shown.mostRecentDetail.startDate);
  fireEvent.click(screen.getByRole('button', { name: `Options for PTO: ${day}` }));
}

/** Menu items, including while the menu's opening transition still hides them. */
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const isDisabled = async (name: string) => (await menuItem(name)).hasAttribute('disabled');

describe('TimeOffRequestsTable options', () => {
  it('offers edit and delete when the server allows them', async () => {
    openOptions(request(addDays(todayIso(), 10), { edit: true, delete: true }));

    expect(await isDisabled('Edit')).toBe(false);
    expect(await isDisabled('Delete')).toBe(false);
  });

  it('follows the server when it refuses a request that looks changeable', async () => {
    openOptions(request(addDays(todayIso(), 10), { edit: false, delete: false }));

    expect(await isDisabled('Edit')).toBe(true);
    expect(await isDisabled('Delete')).toBe(true);
  });

  it('explains a refused option with the shared wording', async () => {
    openOptions(request(addDays(todayIso(), -3), { edit: false, delete: false }));

    expect(await screen.findByText('A request that has already started cannot be changed.')).toBeTruthy();
    expect(await isDisabled('Delete')).toBe(true);
  });
});
