import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { BiReportPage } from './bi-report-page';
import { BiReportsPage } from './bi-reports-page';

const routes = [
  { path: '/power-bi-reports', element: <BiReportsPage /> },
  { path: '/power-bi-reports/:reportId', element: <BiReportPage /> },
];
const reportId = 'f089354e-8366-4e18-aea3-4cb4a3a50b48';

describe('the Power BI list', () => {
  it('links each report to its page, dashes in the URL', async () => {
    stubApi({
      '/api/powerbi/reports': () => jsonResponse(200, { reports: [{ id: reportId, name: 'Utilization' }] }),
    });
    renderRoutes(routes, '/power-bi-reports');

    const link = await screen.findByRole('link', { name: 'Utilization' });
    expect(link.getAttribute('href')).toBe(`/power-bi-reports/${reportId}`);
  });

  const notConfigured = () =>
    jsonResponse(501, { error: { code: 'not_configured', message: 'Power BI is not configured.' } });

  it('shows an admin the setup steps instead of an error, pointing to Insights', async () => {
    stubApi({ '/api/powerbi/reports': notConfigured });
    renderRoutes(routes, '/power-bi-reports', { signedInAs: demoUsers.admin });

    expect(await screen.findByRole('heading', { name: 'Power BI is not set up yet' })).toBeTruthy();
    for (const name of [
      'POWERBI_WORKSPACE_ID',
      'AZURE_TENANT_ID',
      'AZURE_CLIENT_ID',
      'AZURE_CLIENT_SECRET',
    ]) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/reports/insights');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells anyone else to ask an admin, without the setup steps', async () => {
    stubApi({ '/api/powerbi/reports': notConfigured });
    renderRoutes(routes, '/power-bi-reports', { signedInAs: demoUsers.reports });

    expect(await screen.findByText('Power BI is not set up yet, ask an admin.')).toBeTruthy();
    expect(screen.queryByText('POWERBI_WORKSPACE_ID')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Power BI is not set up yet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Insights' })).toBeTruthy();
  });

  it('shows the error text of any other failure', async () => {
    stubApi({
      '/api/powerbi/reports': () =>
        jsonResponse(502, { error: { code: 'upstream_failed', message: 'Power BI answered 401.' } }),
    });
    renderRoutes(routes, '/power-bi-reports');

    expect((await screen.findByRole('alert')).textContent).toBe('Power BI answered 401.');
  });
});

describe('an embedded report', () => {
  it('asks the API with underscores and shows the error text, under the Power BI Reports breadcrumb', async () => {
    const fetchMock = stubApi({
      [`/api/powerbi/reports/${reportId.replaceAll('-', '_')}`]: () =>
        jsonResponse(502, { errors: ['PowerBIServiceUnavailable'] }),
    });
    renderRoutes(routes, `/power-bi-reports/${reportId}`, { signedInAs: demoUsers.reports });

    expect((await screen.findByRole('alert')).textContent).toBe('PowerBIServiceUnavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Power BI Reports' }).getAttribute('href')).toBe(
      '/power-bi-reports',
    );
  });

  it('says in words that a report does not exist, whatever the address holds, and leads back to the list', async () => {
    for (const [address, answer] of [
      [`/power-bi-reports/${reportId}`, { error: { code: 'not_found', message: 'No such report.' } }],
      ['/power-bi-reports/not-a-report', { errors: ['PowerBIEntityNotFound'] }],
    ] as const) {
      stubApi({
        [`/api/powerbi/reports/${address.split('/')[2]!.replaceAll('-', '_')}`]: () =>
          jsonResponse(404, answer),
      });
      const view = renderRoutes(routes, address, { signedInAs: demoUsers.reports });

      expect(await screen.findByText(/^There is no Power BI report at this address/)).toBeTruthy();
      expect(screen.queryByText(/PowerBIEntityNotFound|params\.reportId/)).toBeNull();
      expect(screen.getByRole('link', { name: 'list of Power BI reports' }).getAttribute('href')).toBe(
        '/power-bi-reports',
      );
      view.unmount();
    }
  });

  it('tells a person who is not an admin to ask one when Power BI is not set up', async () => {
    stubApi({
      [`/api/powerbi/reports/${reportId.replaceAll('-', '_')}`]: () =>
        jsonResponse(501, { error: { code: 'not_configured', message: 'Power BI is not configured.' } }),
    });
    renderRoutes(routes, `/power-bi-reports/${reportId}`, { signedInAs: demoUsers.reports });

    expect(await screen.findByText('Power BI is not set up yet, ask an admin.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
