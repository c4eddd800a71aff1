import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildEngagementDetail, buildEngagementRole } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { RolesSection } from './roles-section';

const refusal =
  'The role has 16 hours logged from 2026-11-02 to 2026-11-03, so it cannot be deleted; end it instead.';

describe('RolesSection', () => {
  it('shows each role with its rate as the billing type reads it', () => {
    stubApi({});
    renderWithProviders(
      <RolesSection
        engagement={buildEngagementDetail({
          billingType: 'fixed',
          billingTypeLabel: 'Fixed',
          roles: [buildEngagementRole({ rateLabel: 'N/A' })],
        })}
      />,
    );
    const row = screen.getByRole('row', { name: /Consultant/ });
    expect(within(row).getByText('N/A')).toBeTruthy();
    expect(within(row).getByText('Open-ended')).toBeTruthy();
  });

  it("asks before deleting a role, opening on Cancel, and keeps it open with the server's refusal", async () => {
    const fetchMock = stubApi({
      '/api/admin/engagement_roles/11': () =>
        jsonResponse(409, { error: { code: 'invalid_state', message: refusal } }),
    });
    renderWithProviders(
      <RolesSection engagement={buildEngagementDetail({ roles: [buildEngagementRole()] })} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete role Consultant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Role' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Role' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(confirm);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog', { name: 'Delete Role' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([, init]) => init?.method)).toEqual(['DELETE']);
  });

  it('adds a role with its hourly rate and dates', async () => {
    const fetchMock = stubApi({
      '/api/admin/engagements/1/roles': () =>
        jsonResponse(200, { role: buildEngagementRole({ id: 12, name: 'Architect', rate: 175.5 }) }),
    });
    renderWithProviders(<RolesSection engagement={buildEngagementDetail()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Role/ }), {
      target: { value: 'Architect' },
    });
    const rate = within(dialog).getByRole('textbox', { name: /^Hourly Rate/ });
    fireEvent.change(rate, { target: { value: '175.5' } });
    fireEvent.blur(rate);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Start Date/ }), {
      target: { value: '01/05/2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Role' })).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      name: 'Architect',
      rate: 175.5,
      startDate: '2026-01-05',
      endDate: null,
    });
  });
});
