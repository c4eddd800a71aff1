import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policyActor as viewer } from '../../../test/policy-actors';
import { can, type TimesheetRecord } from './timesheets.policy';

const statuses = ['unsubmitted', 'pending', 'approved', 'rejected', 'unapproved'] as const;

const ownTimesheet = (status: TimesheetRecord['status']): TimesheetRecord => ({
  ownerId: 1,
  ownerTeamLeadId: 3,
  status,
});

describe('can', () => {
  it('lets the owner edit and submit only while unsubmitted, rejected or unapproved, and rescind only while pending', () => {
    const owner = viewer();
    expect(statuses.filter((status) => can(owner, 'edit', ownTimesheet(status)))).toEqual([
      'unsubmitted',
      'rejected',
      'unapproved',
    ]);
    expect(statuses.filter((status) => can(owner, 'submit', ownTimesheet(status)))).toEqual([
      'unsubmitted',
      'rejected',
      'unapproved',
    ]);
    expect(statuses.filter((status) => can(owner, 'rescind', ownTimesheet(status)))).toEqual(['pending']);
  });

  it('lets the team lead, a manager viewing as that lead, and admins read but never write', () => {
    const readers = [
      viewer({ id: 3, manager: true }),
      viewer({ id: 4, manager: true, viewableLeadIds: [3] }),
      viewer({ id: 5, roles: ['admin', 'employee'] }),
    ];
    for (const reader of readers) {
      for (const status of statuses) {
        expect(can(reader, 'view', ownTimesheet(status))).toBe(true);
        expect(
          ['edit', 'submit', 'rescind'].some((action) => can(reader, action as 'edit', ownTimesheet(status))),
        ).toBe(false);
      }
    }
  });

  it('refuses anyone else anything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 1000 }),
        fc.constantFrom(...statuses),
        fc.constantFrom('view', 'edit', 'submit', 'rescind' as const),
        (id, status, action) => {
          expect(can(viewer({ id, viewableLeadIds: [99] }), action, ownTimesheet(status))).toBe(false);
        },
      ),
    );
  });

  it('refuses an owner without the employee role', () => {
    expect(can(viewer({ roles: ['reports'] }), 'view', ownTimesheet('unsubmitted'))).toBe(false);
  });
});
