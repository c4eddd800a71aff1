import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { LogoutPage } from './logout-page';

const routes = [
  { path: '/logout', element: <LogoutPage /> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/', element: <p>Home page</p> },
];

describe('LogoutPage', () => {
  it('signs out, forgets cached data and goes to /login', async () => {
    const fetchMock = stubApi({ '/api/signout': () => jsonResponse(200, { success: true }) });
    const { queryClient } = renderRoutes(routes, '/logout');
    queryClient.setQueryData(['current-user'], { currentUser: null, error: null });

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/signout', expect.objectContaining({ method: 'POST' }));
    expect(queryClient.getQueryData(['current-user'])).toBeUndefined();
  });

  it('goes to /login when the session had already ended', async () => {
    stubApi({
      '/api/signout': () =>
        jsonResponse(401, { error: { code: 'not_authenticated', message: 'Please sign in.' } }),
    });
    renderRoutes(routes, '/logout');

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(screen.queryByText('Something went awry')).toBeNull();
  });

  it("says 'Something went awry' when signing out fails", async () => {
    stubApi({
      '/api/signout': () => jsonResponse(500, { error: { code: 'internal_error', message: 'Oops' } }),
    });
    renderRoutes(routes, '/logout');

    expect(await screen.findByText('Something went awry')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
