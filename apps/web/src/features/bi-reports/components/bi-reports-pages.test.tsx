import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
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

  it('explains how an administrator configures Power BI instead of an error, pointing to Insights', async () => {
    stubApi({
      '/api/powerbi/reports': () =>
        jsonResponse(501, { error: { code: 'not_configured', message: 'Power BI is not configured.' } }),
    });
    renderRoutes(routes, '/power-bi-reports');

    expect(await screen.findByRole('heading', { name: 'Power BI is not configured' })).toBeTruthy();
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
        jsonResponse(404, { errors: ['PowerBIEntityNotFound'] }),
    });
    renderRoutes(routes, `/power-bi-reports/${reportId}`);

    expect((await screen.findByRole('alert')).textContent).toBe('PowerBIEntityNotFound');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Power BI Reports' }).getAttribute('href')).toBe(
      '/power-bi-reports',
    );
  });
});
