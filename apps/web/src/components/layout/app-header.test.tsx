import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { roleFlags } from '@timekeep/shared/domain/roles';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import type { AreaSettings } from '../../lib/route-access';
import { demoUsers, renderRoutes } from '../../test/render';
import { AppHeader } from './app-header';

const everyRoleOpensPowerBi: AreaSettings = { powerBiPerPersonTokens: true };

function renderHeader(user: CurrentUser, path = '/timesheets') {
  renderRoutes(
    [
      {
        path: '*',
        element: <AppHeader flags={roleFlags(user)} settings={everyRoleOpensPowerBi} userName={user.name} />,
      },
    ],
    path,
  );
}

/** The area links of the main navigation, without the Log Out link that closes it. */
function mainLinks(): [string, string | null][] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link): [string, string | null] => [link.textContent ?? '', link.getAttribute('href')])
    .filter(([label]) => label !== 'Log Out');
}

describe('AppHeader', () => {
  it('links Power BI only for admins and the reports role while its tokens name nobody', () => {
    const links = (user: CurrentUser, settings: AreaSettings | undefined) => {
      renderRoutes(
        [
          {
            path: '*',
            element: <AppHeader flags={roleFlags(user)} settings={settings} userName={user.name} />,
          },
        ],
        '/timesheets',
      );
      const labels = mainLinks().map(([label]) => label);
      cleanup();
      return labels.includes('Power BI Reports');
    };
    const companyOnly = { powerBiPerPersonTokens: false };
    expect(links(demoUsers.employee, companyOnly)).toBe(false);
    expect(links(demoUsers.manager, companyOnly)).toBe(false);
    expect(links(demoUsers.admin, companyOnly)).toBe(true);
    expect(links(demoUsers.reports, companyOnly)).toBe(true);
    expect(links(demoUsers.employee, undefined)).toBe(false);
    expect(links(demoUsers.employee, everyRoleOpensPowerBi)).toBe(true);
  });

  it('shows an employee everything but Team and Admin', () => {
    renderHeader(demoUsers.employee);

    expect(mainLinks()).toEqual([
      ['Timesheets', '/timesheets'],
      ['Time Off', '/pto'],
      ['Reports', '/reports'],
      ['Power BI Reports', '/power-bi-reports'],
    ]);
  });

  it('hides Time Off from a contractor', () => {
    renderHeader(demoUsers.contractor);

    expect(mainLinks().map(([label]) => label)).toEqual(['Timesheets', 'Reports', 'Power BI Reports']);
  });

  it('adds Team for a manager', () => {
    renderHeader(demoUsers.manager);

    expect(mainLinks().map(([label]) => label)).toEqual([
      'Timesheets',
      'Time Off',
      'Team',
      'Reports',
      'Power BI Reports',
    ]);
  });

  it('adds Engagements and Admin for an admin, in that order after the reports', () => {
    renderHeader(demoUsers.admin);

    expect(mainLinks().slice(-3)).toEqual([
      ['Power BI Reports', '/power-bi-reports'],
      ['Engagements', '/engagements'],
      ['Admin', '/admin'],
    ]);
    expect(mainLinks().map(([label]) => label)).not.toContain('Team');
  });

  it('gives a reports-only user the reports and nothing that needs the employee role', () => {
    renderHeader(demoUsers.reports);

    expect(mainLinks().map(([label]) => label)).toEqual(['Reports', 'Power BI Reports']);
  });

  it("opens the person's own links from their name", async () => {
    renderHeader(demoUsers.employee);
    const menu = screen.getByText(demoUsers.employee.name).closest('details')!;
    expect([menu.open, within(menu).queryByRole('link')]).toEqual([false, null]);
    fireEvent.click(within(menu).getByText(demoUsers.employee.name));
    const link = await within(menu).findByRole('link', { name: 'API Tokens' });
    expect([menu.open, link.getAttribute('href')]).toEqual([true, '/tokens']);
  });

  it('marks the current area and offers Log Out', () => {
    renderHeader(demoUsers.employee, '/pto/history');

    expect(screen.getByRole('link', { name: 'Time Off' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Timesheets' }).getAttribute('aria-current')).toBeNull();
    const navigation = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(navigation.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/logout');
  });
});
