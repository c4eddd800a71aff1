import type { TimesheetStatus } from '@timekeep/shared/schemas/timesheets';
import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, type TimesheetAction, type TimesheetRecord } from './timesheets.policy';

const statuses: TimesheetStatus[] = ['unsubmitted', 'pending', 'approved', 'rejected', 'unapproved'];
const leadActions: TimesheetAction[] = ['approve', 'reject', 'unapprove', 'submitOnBehalf'];
const lead = policyActor({ id: 3, manager: true });
const relatedLead = policyActor({ id: 4, manager: true, viewableLeadIds: [3] });
const admin = policyActor({ id: 5, roles: ['admin', 'employee'] });

const timesheetOf = (ownerId: number, status: TimesheetStatus): TimesheetRecord => ({
  ownerId,
  ownerTeamLeadId: lead.id,
  status,
});
const allowedStatuses = (actor: typeof lead, action: TimesheetAction, ownerId = 1) =>
  statuses.filter((status) => can(actor, action, timesheetOf(ownerId, status)));

describe('timesheet actions of a lead (spec section 4, manager actions)', () => {
  it('lets the lead, a lead viewing as them and admins act by status', () => {
    for (const actor of [lead, relatedLead, admin]) {
      expect(allowedStatuses(actor, 'approve')).toEqual(['pending', 'unapproved']);
      expect(allowedStatuses(actor, 'reject')).toEqual(['pending', 'unapproved']);
      expect(allowedStatuses(actor, 'unapprove')).toEqual(['approved']);
      expect(allowedStatuses(actor, 'submitOnBehalf')).toEqual(['unsubmitted', 'rejected']);
    }
  });

  it('keeps the lead who changed the saved hours on the owner’s behalf from approving, and no one else', () => {
    const changedByLead = { ...timesheetOf(1, 'pending'), changedOnBehalfBy: lead.id };
    expect(can(lead, 'approve', changedByLead)).toBe(false);
    expect(can(lead, 'reject', changedByLead)).toBe(true);
    expect(can(relatedLead, 'approve', changedByLead)).toBe(true);
    expect(can(admin, 'approve', changedByLead)).toBe(true);
    expect(can(lead, 'approve', { ...changedByLead, changedOnBehalfBy: null })).toBe(true);
  });

  it('refuses them to a lead of another team and to the owner', () => {
    const otherLead = policyActor({ id: 6, manager: true });
    const owner = policyActor({ id: 1 });
    for (const action of leadActions) {
      expect(allowedStatuses(otherLead, action)).toEqual([]);
      expect(allowedStatuses(owner, action)).toEqual([]);
    }
  });

  it('lets nobody act as a lead on their own timesheet, admins and leads included', () => {
    for (const actor of [admin, lead]) {
      for (const action of leadActions) expect(allowedStatuses(actor, action, actor.id)).toEqual([]);
    }
  });
});
