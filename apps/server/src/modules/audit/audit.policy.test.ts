import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can } from './audit.policy';

describe('audit policy', () => {
  it('lets admins read the audit log, and nobody else', () => {
    expect(can(policyActor({ roles: ['admin', 'employee'] }), 'read')).toBe(true);
    expect(can(policyActor({ manager: true }), 'read', { entityType: 'timesheet' })).toBe(false);
    expect(can(policyActor({ roles: ['reports'] }), 'read', { entityType: 'timesheet' })).toBe(false);
  });
});
