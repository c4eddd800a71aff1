import { describe, expect, it } from 'vitest';
import { policyActor, policyToday } from '../../../test/policy-actors';
import { type CalendarAction, type CalendarRecord, calendarRefusal, can } from './calendar.policy';

const admin = policyActor({ roles: ['admin', 'employee'] });
const holiday = (approvedTimesheets: number): CalendarRecord => ({
  kind: 'holiday',
  date: '2026-05-25',
  approvedTimesheets,
});
const period = (overrides: Partial<Extract<CalendarRecord, { kind: 'period' }>> = {}): CalendarRecord => ({
  kind: 'period',
  startDate: '2027-12-16',
  endDate: '2027-12-31',
  timesheets: 0,
  isLast: true,
  today: policyToday,
  ...overrides,
});
const balance = (overrides: Partial<Extract<CalendarRecord, { kind: 'balance' }>> = {}): CalendarRecord => ({
  kind: 'balance',
  reason: 'jury_duty',
  year: 2026,
  approvedHours: 16,
  accumulatedHours: 16,
  ...overrides,
});

describe('calendar policy', () => {
  it('keeps holidays, periods and balances to admins', () => {
    const actions: CalendarAction[] = ['read', 'create', 'edit', 'delete'];
    for (const other of [policyActor({ manager: true }), policyActor({ roles: ['reports'] })]) {
      for (const action of actions) {
        expect(can(other, action)).toBe(false);
        expect(can(other, action, holiday(0))).toBe(false);
      }
    }
    for (const action of actions) expect(can(admin, action)).toBe(true);
  });

  it('lets holidays be added and removed until an approved timesheet counts their day', () => {
    expect(can(admin, 'create', holiday(0))).toBe(true);
    expect(can(admin, 'delete', holiday(0))).toBe(true);
    expect(can(admin, 'create', holiday(1))).toBe(false);
    expect(can(admin, 'delete', holiday(2))).toBe(false);
    expect(calendarRefusal('delete', holiday(2))).toMatch(/^2 approved timesheet\(s\) .*holding 2026-05-25/);
  });

  it("lets a holiday's name be edited even when approved timesheets count it", () => {
    expect(can(admin, 'edit', holiday(3))).toBe(true);
  });

  it('deletes only the last period, before it starts, and only with no timesheets', () => {
    expect(can(admin, 'delete', period())).toBe(true);
    expect(can(admin, 'delete', period({ isLast: false }))).toBe(false);
    expect(can(admin, 'delete', period({ startDate: policyToday }))).toBe(false);
    expect(calendarRefusal('delete', period({ timesheets: 1 }))).toBe(
      'The period 2027-12-16 to 2027-12-31 has 1 timesheet(s), so it cannot be deleted.',
    );
    expect(calendarRefusal('delete', period({ isLast: false }))).toMatch(/^Only the last period/);
  });

  it('lets any period be read, created or edited', () => {
    for (const action of ['read', 'create', 'edit'] as const) {
      expect(can(admin, action, period({ isLast: false, timesheets: 4, startDate: '2026-01-01' }))).toBe(
        true,
      );
    }
  });

  it('keeps a balance of limited leave from falling below the hours already approved', () => {
    expect(can(admin, 'edit', balance())).toBe(true);
    expect(can(admin, 'edit', balance({ accumulatedHours: 8 }))).toBe(false);
    expect(calendarRefusal('edit', balance({ accumulatedHours: 8 }))).toBe(
      '16 hours of Jury Duty are already approved in 2026; the balance cannot be lower.',
    );
  });

  it('lets a PTO balance be anything, PTO being unlimited', () => {
    expect(can(admin, 'edit', balance({ reason: 'pto', accumulatedHours: 0 }))).toBe(true);
  });
});
