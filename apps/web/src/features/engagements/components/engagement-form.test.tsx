import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEngagementDetail } from '../../../test/factories';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { EngagementForm } from './engagement-form';

const referenceData = {
  '/api/clients': () => jsonResponse(200, { clients: [{ id: 3, name: 'Acme Manufacturing' }] }),
  '/api/departments': () => jsonResponse(200, { departments: [{ id: 1, name: 'Consulting' }] }),
  '/api/employees': () =>
    jsonResponse(200, {
      employees: [
        {
          id: 6,
          name: 'Megan Brooks',
          nameReverse: 'Brooks, Megan',
          jobTitle: null,
          email: 'manager@example.com',
          accountEnabled: true,
        },
      ],
    }),
};

/** Opens a select's list and returns its options (Mantine renders them in a portal). */
function openOptions(name: string) {
  const select = screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
  fireEvent.click(select);
  const listbox = document.getElementById(select.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(listbox).getAllByRole('option', { hidden: true });
}

function choose(name: string, option: string) {
  const chosen = openOptions(name).find((candidate) => candidate.textContent === option)!;
  fireEvent.click(chosen);
}

const sentBodies = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        String(input).startsWith(path) && init?.method !== undefined && init.method !== 'GET',
    )
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('EngagementForm', () => {
  it("offers Net 30, 45 and 60, and shows '2%/15, Net 30' but disabled", async () => {
    stubApi(referenceData);
    renderWithProviders(<EngagementForm engagement={null} />);

    const options = openOptions('Billing Terms');
    expect(options.map((option) => option.textContent)).toEqual([
      'Net 30',
      'Net 45',
      'Net 60',
      '2%/15, Net 30',
    ]);
    expect(options.map((option) => option.getAttribute('data-combobox-disabled') === 'true')).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("says T&M bills each role's hourly rate and Fixed shows rates as N/A", () => {
    stubApi(referenceData);
    renderWithProviders(<EngagementForm engagement={null} />);

    expect(screen.getByText('T&M: each role bills its hourly rate, shown with the role.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed' }));
    expect(
      screen.getByText(
        "Fixed: a fixed price; roles' rates show as N/A (the rate is kept for the rates report).",
      ),
    ).toBeTruthy();
  });

  it('shows every missing field at once and sends nothing', async () => {
    const fetchMock = stubApi(referenceData);
    renderWithProviders(<EngagementForm engagement={null} />);

    fireEvent.click(screen.getByRole('button', { name: 'Create Engagement' }));

    expect(await screen.findByText('Client is required')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Project Code is required')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/engagements')).toEqual([]);
  });

  it('creates a Fixed engagement with its billing terms as a number of days', async () => {
    const fetchMock = stubApi({
      ...referenceData,
      '/api/admin/engagements': () =>
        jsonResponse(200, { engagement: buildEngagementDetail({ id: 40, billingType: 'fixed' }) }),
    });
    const onSaved = vi.fn();
    renderWithProviders(<EngagementForm engagement={null} onSaved={onSaved} />);
    await waitFor(() => expect(openOptions('Client')).toHaveLength(1));
    choose('Client', 'Acme Manufacturing');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: ' Data Platform ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Project Code/ }), {
      target: { value: 'ACME-2001' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Fixed' }));
    choose('Billing Terms', 'Net 45');

    fireEvent.click(screen.getByRole('button', { name: 'Create Engagement' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 40 })));
    expect(sentBodies(fetchMock, '/api/admin/engagements')).toEqual([
      {
        clientId: 3,
        name: 'Data Platform',
        projectId: 'ACME-2001',
        billingType: 'fixed',
        clientBillingTerms: 45,
        clientPoNumber: null,
        billingClass: null,
        billable: true,
        projectDepartmentId: null,
        engagementManager: null,
        salesRepId: null,
      },
    ]);
  });

  it("sends only what changed, and shows the server's refusal beside the field it names", async () => {
    const fetchMock = stubApi({
      ...referenceData,
      '/api/admin/engagements/1': () =>
        jsonResponse(409, {
          error: {
            code: 'conflict',
            message: 'body.projectId: Project code ACME-1002 is taken.',
            field: 'body.projectId',
          },
        }),
    });
    renderWithProviders(<EngagementForm engagement={buildEngagementDetail()} />);

    fireEvent.change(screen.getByRole('textbox', { name: /^Project Code/ }), {
      target: { value: 'ACME-1002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project code ACME-1002 is taken.')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/admin/engagements/1')).toEqual([{ projectId: 'ACME-1002' }]);
  });
});
