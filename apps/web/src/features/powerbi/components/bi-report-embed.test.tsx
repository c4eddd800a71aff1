import { screen, waitFor } from '@testing-library/react';
import type { EmbedProps } from 'powerbi-client-react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { BiReportPage } from './bi-report-page';

const embedded = vi.hoisted(() => ({ configs: [] as unknown[], setAccessToken: vi.fn(async () => {}) }));

// The real component embeds an iframe from app.powerbi.com; this one shows what it was given.
vi.mock('powerbi-client-react', () => ({
  PowerBIEmbed: (props: EmbedProps) => {
    embedded.configs.push(props.embedConfig);
    props.getEmbeddedComponent?.({ setAccessToken: embedded.setAccessToken } as never);
    return <div data-testid="embedded" />;
  },
}));

const reportId = 'f089354e-8366-4e18-aea3-4cb4a3a50b48';
const answer = (token: string) => ({
  id: reportId,
  name: 'Utilization',
  embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${reportId}`,
  token,
  expiration: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
});

describe('an embedded report', () => {
  it('embeds the report with its embed token, and hands a renewed token over without embedding again', async () => {
    let token = 'first-token';
    stubApi({
      [`/api/powerbi/reports/${reportId.replaceAll('-', '_')}`]: () => jsonResponse(200, answer(token)),
    });
    const { queryClient } = renderRoutes(
      [{ path: '/power-bi-reports/:reportId', element: <BiReportPage /> }],
      `/power-bi-reports/${reportId}`,
    );

    expect(await screen.findByTestId('embedded')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Utilization' })).toBeTruthy();
    expect(embedded.configs.at(-1)).toMatchObject({
      type: 'report',
      id: reportId,
      embedUrl: answer('').embedUrl,
      accessToken: 'first-token',
      tokenType: 1,
    });

    token = 'second-token';
    await queryClient.refetchQueries();
    await waitFor(() => expect(embedded.setAccessToken).toHaveBeenCalledWith('second-token'));
    expect(
      new Set(embedded.configs.map((config) => (config as { accessToken: string }).accessToken)),
    ).toEqual(new Set(['first-token']));
  });
});
