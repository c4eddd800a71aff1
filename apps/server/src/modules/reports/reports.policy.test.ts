import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { policyActor as caller } from '../../../test/policy-actors';
import type { Actor } from '../../core/actor';
import { reportScopeOf } from '../../core/reporting/report-scope';
import { can } from './reports.policy';

describe('report rows', () => {
  it('are all readable, with rates, by admins and the reports role', () => {
    for (const roles of [['admin', 'employee'], ['reports']] as Actor['roles'][]) {
      const actor = caller({ roles });
      expect(reportScopeOf(actor)).toEqual({ everyone: true });
      expect(can(actor, 'readRates')).toBe(true);
      expect(can(actor, 'read', { personId: 99, personTeamLeadId: 42 })).toBe(true);
    }
  });

  it('are readable by anyone else for themselves, their team and the teams they may view as, never with rates', () => {
    const lead = caller({ id: 5, manager: true, viewableLeadIds: [7] });
    expect(can(lead, 'readRates')).toBe(false);
    expect(can(lead, 'read', { personId: 5, personTeamLeadId: 2 })).toBe(true);
    expect(can(lead, 'read', { personId: 10, personTeamLeadId: 5 })).toBe(true);
    expect(can(lead, 'read', { personId: 11, personTeamLeadId: 7 })).toBe(true);
    expect(can(lead, 'read', { personId: 7, personTeamLeadId: 2 })).toBe(false);
    expect(can(lead, 'read', { personId: 12, personTeamLeadId: null })).toBe(false);
  });

  it('give an employee with no team only their own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1000 }),
        fc.option(fc.integer({ min: 2, max: 1000 })),
        (personId, lead) => {
          const employee = caller();
          expect(can(employee, 'read', { personId, personTeamLeadId: lead })).toBe(false);
          expect(can(employee, 'read', { personId: 1, personTeamLeadId: lead })).toBe(true);
        },
      ),
    );
  });
});
