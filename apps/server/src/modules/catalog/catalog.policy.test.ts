import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { type CatalogRecord, can, catalogRefusal } from './catalog.policy';

const admin = policyActor({ roles: ['admin', 'employee'] });
const client = (uses: number): CatalogRecord => ({ kind: 'named', what: 'client', name: 'Acme', uses });
const logged = { firstDate: '2026-02-02', lastDate: '2026-02-27', hours: 40 };
const assignment = (
  overrides: Partial<Extract<CatalogRecord, { kind: 'assignment' }>> = {},
): CatalogRecord => ({
  kind: 'assignment',
  logged: null,
  timesheetRows: 0,
  ...overrides,
});

describe('catalog policy', () => {
  it('keeps clients, departments and additional projects to admins', () => {
    for (const other of [policyActor({ manager: true }), policyActor({ roles: ['reports'] })]) {
      expect(can(other, 'read')).toBe(false);
      expect(can(other, 'create', client(0))).toBe(false);
      expect(can(other, 'delete', assignment())).toBe(false);
    }
    expect(can(admin, 'read')).toBe(true);
    expect(can(admin, 'create', client(0))).toBe(true);
  });

  it('deletes a client or department only when no record names it, and lets it be renamed any time', () => {
    expect(can(admin, 'delete', client(0))).toBe(true);
    expect(can(admin, 'delete', client(1))).toBe(false);
    expect(can(admin, 'edit', client(5))).toBe(true);
    expect(catalogRefusal('delete', { kind: 'named', what: 'department', name: 'Design', uses: 3 })).toBe(
      'The department Design is named by 3 record(s), so it cannot be deleted; rename it instead.',
    );
  });

  it("keeps an assignment's new dates covering what was logged to it", () => {
    expect(can(admin, 'edit', assignment({ logged, span: { startDate: '2026-02-01', endDate: null } }))).toBe(
      true,
    );
    expect(can(admin, 'edit', assignment({ logged, span: { startDate: '2026-02-03', endDate: null } }))).toBe(
      false,
    );
    expect(
      catalogRefusal('edit', assignment({ logged, span: { startDate: '2026-02-03', endDate: null } })),
    ).toMatch(/^The assignment has hours logged/);
  });

  it('lets an assignment be edited without new dates, whatever was logged', () => {
    expect(can(admin, 'edit', assignment({ logged, timesheetRows: 2 }))).toBe(true);
  });

  it('deletes an assignment only when nothing was logged to it and no timesheet holds it', () => {
    expect(can(admin, 'delete', assignment())).toBe(true);
    expect(can(admin, 'delete', assignment({ logged }))).toBe(false);
    expect(catalogRefusal('delete', assignment({ timesheetRows: 2 }))).toMatch(
      /^The assignment is on 2 timesheet/,
    );
  });

  it('lets an assignment be created or read, whatever was logged', () => {
    expect(
      can(admin, 'create', assignment({ logged, span: { startDate: '2026-03-01', endDate: null } })),
    ).toBe(true);
    expect(can(admin, 'read', assignment({ logged }))).toBe(true);
  });
});
