import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption, rowTexts, writesOf } from '../../../test/actions';
import { jsonResponse, renderWithProviders, stubApi } from '../../../test/render';
import { UtilizationTargetsPage } from './utilization-targets-page';

const targets = {
  departments: [
    { departmentId: 1, departmentName: 'Consulting', target: 80 },
    { departmentId: 2, departmentName: 'Operations', target: null },
  ],
  jobTitles: [
    { jobTitle: 'Analyst', target: 75, peopleCount: 4 },
    { jobTitle: 'Engineer', target: null, peopleCount: 9 },
  ],
};

function renderPage(answer: (init?: RequestInit) => Response = () => jsonResponse(200, {})) {
  const fetchMock = stubApi({
    '/api/admin/utilization_targets': () => jsonResponse(200, targets),
    '/api/admin/utilization_targets/departments/1': (_url, init) => answer(init),
    '/api/admin/utilization_targets/departments/2': (_url, init) => answer(init),
    '/api/admin/utilization_targets/job_titles': (_url, init) => answer(init),
  });
  renderWithProviders(<UtilizationTargetsPage />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UtilizationTargetsPage', () => {
  it('lists the departments and job titles that have a default, with their targets', async () => {
    renderPage();
    const departments = screen.getByRole('table', { name: 'Default targets by department' });
    await within(departments).findByText('Consulting');
    expect(rowTexts(departments)).toEqual([['Consulting', '80%', 'Remove']]);
    expect(rowTexts(screen.getByRole('table', { name: 'Default targets by job title' }))).toEqual([
      ['Analyst', '4', '75%', 'Remove'],
    ]);
  });

  it("sets a department's default, refusing a target out of range first", async () => {
    const fetchMock = renderPage(() =>
      jsonResponse(200, { department: { departmentId: 2, departmentName: 'Operations', target: 85 } }),
    );
    const form = screen.getByRole('form', { name: "Set a department's default target" });
    await within(screen.getByRole('table', { name: 'Default targets by department' })).findByText(
      'Consulting',
    );
    await pickOption(form, /^Department/, 'Operations');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Target/ }), { target: { value: '250' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set Department Target' }));
    expect(await within(form).findByText(/at most 200/)).toBeTruthy();
    expect(writesOf(fetchMock)).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Target/ }), { target: { value: '85' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set Department Target' }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        { method: 'PUT', path: '/api/admin/utilization_targets/departments/2', body: { target: 85 } },
      ]),
    );
  });

  it("sets a job title's default and removes one once confirmed", async () => {
    const fetchMock = renderPage(() =>
      jsonResponse(200, { jobTitle: { jobTitle: 'Engineer', target: 70, peopleCount: 9 } }),
    );
    const form = screen.getByRole('form', { name: "Set a job title's default target" });
    fireEvent.change(within(form).getByRole('combobox', { name: /^Job title/ }), {
      target: { value: 'Engineer' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Target/ }), { target: { value: '70' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set Job Title Target' }));
    await waitFor(() =>
      expect(writesOf(fetchMock)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/utilization_targets/job_titles',
          body: { jobTitle: 'Engineer', target: 70 },
        },
      ]),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove the default target of Analyst' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Default Target' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writesOf(fetchMock).at(-1)).toEqual({
        method: 'PUT',
        path: '/api/admin/utilization_targets/job_titles',
        body: { jobTitle: 'Analyst', target: null },
      }),
    );
  });
});
