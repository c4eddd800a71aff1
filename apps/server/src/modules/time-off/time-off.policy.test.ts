import type { TimeOffStatus } from '@timekeep/shared/schemas/time-off';
import { describe, expect, it } from 'vitest';
import { policyActor, policyToday } from '../../../test/policy-actors';
import { can, type TimeOffAction, type TimeOffRecord } from './time-off.policy';

const statuses: TimeOffStatus[] = ['pending', 'approved', 'rejected', 'unapproved'];
const owner = policyActor({ id: 1 });
const lead = policyActor({ id: 3, manager: true });
const relatedLead = policyActor({ id: 4, manager: true, viewableLeadIds: [3] });
const otherLead = policyActor({ id: 5, manager: true });
const admin = policyActor({ id: 6, roles: ['admin', 'employee'] });

const request = (overrides: Partial<TimeOffRecord> = {}): TimeOffRecord => ({
  personId: owner.id,
  ownerTeamLeadId: lead.id,
  reason: 'pto',
  status: 'pending',
  startDate: '2026-03-09',
  ...overrides,
});
const allowedStatuses = (
  actor: typeof owner,
  action: TimeOffAction,
  overrides: Partial<TimeOffRecord> = {},
) => statuses.filter((status) => can(actor, action, request({ ...overrides, status })));

describe('time-off policy', () => {
  it('shows a request to its owner, their lead, a lead who may view as them and admins only', () => {
    for (const reader of [owner, lead, relatedLead, admin]) expect(can(reader, 'view', request())).toBe(true);
    expect(can(otherLead, 'view', request())).toBe(false);
    expect(can(policyActor({ id: 2 }), 'view', request())).toBe(false);
  });

  it("does not treat a person without a lead as anyone's report", () => {
    expect(can(lead, 'view', request({ ownerTeamLeadId: null }))).toBe(false);
  });

  it('lets the owner edit and delete until the request starts, unless it was rejected', () => {
    for (const action of ['edit', 'delete'] as const) {
      expect(allowedStatuses(owner, action)).toEqual(['pending', 'approved', 'unapproved']);
      expect(can(owner, action, request({ startDate: policyToday }))).toBe(true);
      expect(can(owner, action, request({ startDate: '2026-03-03' }))).toBe(false);
    }
  });

  it('lets an office closure be deleted, never edited', () => {
    expect(can(owner, 'delete', request({ reason: 'office_closure' }))).toBe(true);
    expect(can(owner, 'edit', request({ reason: 'office_closure' }))).toBe(false);
  });

  it('never lets anyone but the owner change a request, not even their lead or an admin', () => {
    for (const action of ['edit', 'delete'] as const) {
      for (const other of [lead, admin]) expect(can(other, action, request())).toBe(false);
    }
  });

  it('lets the lead, a related lead and admins approve from pending, rejected or unapproved, and reject from pending, approved or unapproved', () => {
    for (const approver of [lead, relatedLead, admin]) {
      expect(allowedStatuses(approver, 'approve')).toEqual(['pending', 'rejected', 'unapproved']);
      expect(allowedStatuses(approver, 'reject')).toEqual(['pending', 'approved', 'unapproved']);
    }
    expect(allowedStatuses(otherLead, 'approve')).toEqual([]);
    expect(allowedStatuses(owner, 'reject')).toEqual([]);
  });

  it('answers a pending request any time, but changes an earlier answer only until the request starts', () => {
    const started = { startDate: '2026-03-03' };
    expect(allowedStatuses(lead, 'approve', started)).toEqual(['pending']);
    expect(allowedStatuses(lead, 'reject', started)).toEqual(['pending']);
    expect(allowedStatuses(lead, 'approve', { startDate: policyToday })).toEqual([
      'pending',
      'rejected',
      'unapproved',
    ]);
  });

  it('lets nobody answer their own request, admins included', () => {
    const ownRequest = request({ personId: admin.id, ownerTeamLeadId: lead.id });
    expect(can(admin, 'view', ownRequest)).toBe(true);
    expect(can(admin, 'approve', ownRequest)).toBe(false);
    expect(can(admin, 'reject', ownRequest)).toBe(false);
  });
});
