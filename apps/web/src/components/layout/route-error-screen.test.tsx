import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportError } from '../../lib/error-reporting';
import { renderRoutes } from '../../test/render';
import { RouteErrorScreen } from './route-error-screen';

vi.mock('../../lib/error-reporting', () => ({ reportError: vi.fn() }));

function BrokenPage(): never {
  throw new Error('Timesheet failed to load.');
}

describe('RouteErrorScreen', () => {
  it('replaces a failing route with the error screen and reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/timesheets', element: <BrokenPage />, errorElement: <RouteErrorScreen /> }],
      '/timesheets',
    );

    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click here try again.' })).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Timesheet failed to load.' }),
    );
  });
});
