import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimeOffRequest } from '../../../test/factories';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { PendingPage } from './pending-page';

function visit(timesheets: unknown[], ptos: unknown[]) {
  const fetchMock = stubApi({
    '/api/team/timesheets/pending': () => jsonResponse(200, { timesheets }),
    '/api/team/ptos': () => jsonResponse(200, { ptos }),
  });
  renderRoutes([{ path: '/team/pending', element: <PendingPage /> }], '/team/pending');
  return fetchMock;
}

describe('the pending work of a lead', () => {
  it('says when nothing waits', async () => {
    visit([], []);

    expect(await screen.findByText('No pending timesheets')).toBeTruthy();
    expect(await screen.findByText('No pending requests')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending Timesheets' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending Time Off Requests' })).toBeTruthy();
  });

  it('asks for the waiting requests and leads each to its person and year, opened', async () => {
    const fetchMock = visit(
      [],
      [buildTimeOffRequest({ startDate: '2030-03-04' }, { id: 41, spudUserId: 7 })],
    );

    const link = await screen.findByRole('link', { name: 'Erin Employee, PTO: Mar 4, 2030' });
    expect(link.getAttribute('href')).toBe('/team/pto/7/2030?requestId=41');
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/team/ptos');
    expect(asked?.searchParams.get('status')).toBe('pending');
  });
});
