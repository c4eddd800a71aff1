import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoUsers, jsonResponse, renderRoutes, stubApi } from '../../../test/render';
import { LoginPage } from './login-page';

const PERMISSION_FAILED = 'Sorry, you are not enabled to login to this application';
const signedOut = () => jsonResponse(401, { error: { code: 'not_authenticated', message: 'Sign in first' } });

function renderLogin(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Signed-in page</p> },
    ],
    path,
  );
}

function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

describe('LoginPage', () => {
  it('explains a refused sign-in named in the URL', async () => {
    stubApi({ '/api/user': signedOut });
    renderLogin('/login?error=permission_failed');

    expect(await screen.findByText(PERMISSION_FAILED)).toBeTruthy();
  });

  it('explains a refused sign-in reported by /api/user', async () => {
    stubApi({ '/api/user': () => jsonResponse(200, { currentUser: null, error: 'permission_failed' }) });
    renderLogin('/login');

    expect(await screen.findByText(PERMISSION_FAILED)).toBeTruthy();
  });

  it('asks to try again when the sign-in round trip broke', async () => {
    stubApi({ '/api/user': signedOut });
    renderLogin('/login?error=sign_in_failed');

    expect(await screen.findByText('Sign-in did not finish. Please try again.')).toBeTruthy();
    expect(screen.queryByText(PERMISSION_FAILED)).toBeNull();
  });

  it('starts single sign-on with the redirect target as return path', async () => {
    stubApi({ '/api/user': signedOut });
    const assign = stubLocationAssign();
    renderLogin(`/login?redirect=${encodeURIComponent('/team/timesheets?startDate=2024-05-01')}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));

    expect(screen.queryByText(PERMISSION_FAILED)).toBeNull();
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/login?return_to=${encodeURIComponent('/team/timesheets?startDate=2024-05-01')}`,
    );
  });

  it('ignores a redirect to another site', async () => {
    stubApi({ '/api/user': signedOut });
    const assign = stubLocationAssign();
    renderLogin(`/login?redirect=${encodeURIComponent('//evil.example.com')}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));

    expect(assign).toHaveBeenCalledWith('/api/auth/login?return_to=%2F');
  });

  it('sends a signed-in user straight to the redirect target', async () => {
    stubApi({ '/api/user': () => jsonResponse(200, { currentUser: demoUsers.employee, error: null }) });
    const { router } = renderLogin('/login?redirect=%2Fpto%2Fhistory');

    expect(await screen.findByText('Signed-in page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pto/history');
  });

  it.each([['%2F%09%2Fevil.example%2Fphish'], ['%2F%0B%2Fevil.example%2Fphish']])(
    'sends a signed-in user home for a redirect holding control characters (%s)',
    async (redirect) => {
      stubApi({ '/api/user': () => jsonResponse(200, { currentUser: demoUsers.employee, error: null }) });
      const { router } = renderLogin(`/login?redirect=${redirect}`);

      expect(await screen.findByText('Signed-in page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
    },
  );
});
