import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, type EngagementRecord, historyRefusal } from './engagements.policy';

const admin = policyActor({ roles: ['admin', 'employee'] });
const logged = { firstDate: '2026-02-02', lastDate: '2026-02-27', hours: 40 };
const role = (overrides: Partial<EngagementRecord> = {}): EngagementRecord => ({
  what: 'role',
  logged: null,
  timesheetRows: 0,
  ...overrides,
});

describe('engagements policy', () => {
  it('keeps engagements, roles and assignments to admins', () => {
    for (const other of [policyActor({ manager: true }), policyActor({ roles: ['reports'] })]) {
      expect(can(other, 'read')).toBe(false);
      expect(can(other, 'create', role())).toBe(false);
    }
    expect(can(admin, 'read')).toBe(true);
    expect(can(admin, 'create', role())).toBe(true);
  });

  it('answers for the action alone, before any record is loaded', () => {
    for (const action of ['read', 'create', 'edit', 'delete'] as const) expect(can(admin, action)).toBe(true);
  });

  it("keeps a role's new end on or after the last logged day", () => {
    expect(
      can(admin, 'edit', role({ logged, span: { startDate: '2026-01-01', endDate: '2026-02-27' } })),
    ).toBe(true);
    expect(
      can(admin, 'edit', role({ logged, span: { startDate: '2026-01-01', endDate: '2026-02-26' } })),
    ).toBe(false);
    expect(
      historyRefusal('edit', role({ logged, span: { startDate: '2026-01-01', endDate: '2026-02-26' } })),
    ).toMatch(/^The role has hours logged from 2026-02-02 to 2026-02-27/);
  });

  it('lets a role be edited without new dates, or created and read, whatever was logged', () => {
    expect(can(admin, 'edit', role({ logged }))).toBe(true);
    expect(can(admin, 'create', role({ logged, span: { startDate: '2026-03-01', endDate: null } }))).toBe(
      true,
    );
    expect(can(admin, 'read', role({ logged, timesheetRows: 3 }))).toBe(true);
  });

  it('deletes an engagement only when nothing was logged to it and no timesheet holds it', () => {
    expect(can(admin, 'delete', role({ what: 'engagement' }))).toBe(true);
    expect(can(admin, 'delete', role({ what: 'engagement', logged }))).toBe(false);
    expect(historyRefusal('delete', role({ what: 'engagement', timesheetRows: 1 }))).toMatch(
      /^The engagement is on 1 timesheet/,
    );
  });
});
