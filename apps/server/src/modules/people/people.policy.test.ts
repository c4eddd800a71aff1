import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, type PersonAction, type PersonRecord } from './people.policy';

const admin = policyActor({ id: 1, roles: ['admin', 'employee'] });
const manager = policyActor({ id: 2, manager: true });
const reportsOnly = policyActor({ id: 3, roles: ['reports'] });

const colleague: PersonRecord = { id: 9, enabled: true, roles: ['employee'] };
const leaver: PersonRecord = { id: 9, enabled: false, roles: ['employee'] };
const actions: PersonAction[] = [
  'read',
  'create',
  'edit',
  'setRoles',
  'deactivate',
  'reactivate',
  'setRelatedManagers',
];

describe('people policy', () => {
  it('refuses every action to anyone who is not an admin, managers and the reports role included', () => {
    for (const nonAdmin of [manager, reportsOnly]) {
      for (const action of actions) {
        expect(can(nonAdmin, action, colleague)).toBe(false);
        expect(can(nonAdmin, action, leaver)).toBe(false);
      }
    }
  });

  it('lets an admin read, create, edit and set the related managers of anyone', () => {
    for (const action of ['read', 'create', 'edit', 'setRelatedManagers'] as const) {
      expect(can(admin, action)).toBe(true);
      expect(can(admin, action, colleague)).toBe(true);
    }
  });

  it("lets an admin set anyone's roles, and their own only while keeping admin", () => {
    expect(can(admin, 'setRoles', { ...colleague, roles: ['employee'] })).toBe(true);
    expect(can(admin, 'setRoles', { id: admin.id, enabled: true, roles: ['admin'] })).toBe(true);
    expect(can(admin, 'setRoles', { id: admin.id, enabled: true, roles: ['employee', 'reports'] })).toBe(
      false,
    );
    expect(can(admin, 'setRoles')).toBe(false);
  });

  it('lets an admin deactivate an enabled colleague, never themselves nor someone already disabled', () => {
    expect(can(admin, 'deactivate', colleague)).toBe(true);
    expect(can(admin, 'deactivate', { id: admin.id, enabled: true, roles: ['admin'] })).toBe(false);
    expect(can(admin, 'deactivate', leaver)).toBe(false);
    expect(can(admin, 'deactivate')).toBe(false);
  });

  it('lets an admin reactivate only someone disabled', () => {
    expect(can(admin, 'reactivate', leaver)).toBe(true);
    expect(can(admin, 'reactivate', colleague)).toBe(false);
    expect(can(admin, 'reactivate')).toBe(false);
  });
});
