import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { RequireAuth } from './require-auth';

const routes = [
  { path: '/login', element: <p>Login page</p> },
  { element: <RequireAuth />, children: [{ path: '*', element: <p>Protected page</p> }] },
];

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login with the original path and search as redirect', async () => {
    stubApi({
      '/api/user': () => jsonResponse(401, { error: { code: 'not_authenticated', message: 'No' } }),
    });
    const { router } = renderRoutes(routes, '/team/timesheets?startDate=2024-05-16');

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/team/timesheets?startDate=2024-05-16',
    );
  });

  it('shows a loader while the user is loading, then the page', async () => {
    stubApi({ '/api/user': () => jsonResponse(200, { currentUser: demoUsers.manager, error: null }) });
    renderRoutes(routes, '/team');

    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Protected page')).toBeTruthy();
  });

  it('treats a user without any role as signed out', async () => {
    stubApi({
      '/api/user': () =>
        jsonResponse(200, { currentUser: { ...demoUsers.employee, roles: [] }, error: null }),
    });
    renderRoutes(routes, '/timesheets');

    expect(await screen.findByText('Login page')).toBeTruthy();
  });
});
