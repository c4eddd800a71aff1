import { describe, expect, it } from 'vitest';
import type { Role } from '../schemas/auth';
import { homePath, type RoleFlags, roleFlags, roleRules } from './roles';

function person(roles: Role[], overrides: { contractor?: boolean; manager?: boolean } = {}) {
  return { roles, contractor: false, manager: false, ...overrides };
}

/** The demo accounts of the conventions, as the rules see them (built inside each test, where mutants are live). */
function demoFlags() {
  return {
    employee: roleFlags(person(['employee'])),
    contractor: roleFlags(person(['employee'], { contractor: true })),
    manager: roleFlags(person(['employee'], { manager: true })),
    admin: roleFlags(person(['admin', 'employee'])),
    reports: roleFlags(person(['reports'])),
    noRole: roleFlags(person([])),
  };
}

function whoMay(rule: (flags: RoleFlags) => boolean): string[] {
  return Object.entries(demoFlags())
    .filter(([, flags]) => rule(flags))
    .map(([name]) => name);
}

describe('roleFlags', () => {
  it('reads each role from the list, whatever its position', () => {
    expect(roleFlags(person(['reports', 'admin']))).toMatchObject({
      admin: true,
      reports: true,
      employee: false,
    });
    expect(roleFlags(person(['employee']))).toMatchObject({ admin: false, reports: false, employee: true });
  });

  it('counts a person as signed in with a role only when the list is not empty', () => {
    expect(demoFlags().noRole).toMatchObject({ loggedIn: false, anyRole: false });
    expect(demoFlags().reports).toMatchObject({ loggedIn: true, anyRole: true });
  });

  it('passes the contractor and manager flags through as they are', () => {
    expect(demoFlags().contractor).toMatchObject({ contractor: true, manager: false });
    expect(demoFlags().manager).toMatchObject({ contractor: false, manager: true });
    expect(demoFlags().employee).toMatchObject({ contractor: false, manager: false });
  });
});

describe('roleRules (spec section 6)', () => {
  it('lets employees, contractors included, keep timesheets; not reports-only people', () => {
    expect(whoMay(roleRules.keepTimesheets)).toEqual(['employee', 'contractor', 'manager', 'admin']);
  });

  it('lets employees request time off, but not contractors', () => {
    expect(whoMay(roleRules.requestTimeOff)).toEqual(['employee', 'manager', 'admin']);
  });

  it('opens the manager area to team leads only', () => {
    expect(whoMay(roleRules.leadTeam)).toEqual(['manager']);
  });

  it('lets team leads and admins act on teams', () => {
    expect(whoMay(roleRules.actOnTeams)).toEqual(['manager', 'admin']);
  });

  it('lets anyone with a role run reports', () => {
    expect(whoMay(roleRules.runReports)).toEqual(['employee', 'contractor', 'manager', 'admin', 'reports']);
  });

  it('shows company-wide reports to admins and the reports role only', () => {
    expect(whoMay(roleRules.readCompanyReports)).toEqual(['admin', 'reports']);
  });

  it('opens the admin area to admins only', () => {
    expect(whoMay(roleRules.administer)).toEqual(['admin']);
  });
});

describe('homePath', () => {
  it('leads people who keep a timesheet to it, everyone else to the reports', () => {
    expect(homePath(demoFlags().contractor)).toBe('/timesheets');
    expect(homePath(demoFlags().admin)).toBe('/timesheets');
    expect(homePath(demoFlags().reports)).toBe('/reports');
  });
});
