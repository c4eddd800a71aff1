import { describe, expect, it } from 'vitest';
import { policyActor, policyToday } from '../../../test/policy-actors';
import { AppError } from '../../lib/app-error';
import { leadToView, mayViewAsLead, policyActorOf, scopeCovers, teamScopeOf } from './team-scope';

// The scope rules every record-level policy shares, without a database (team-scope.test.ts checks them
// against the people the session loads).
describe('team scope rules', () => {
  const lead = policyActor({ id: 3, manager: true, viewableLeadIds: [4] });
  const admin = policyActor({ id: 6, roles: ['admin', 'employee'] });

  it('covers everyone for admins, otherwise the teams of the person and the leads they may view as', () => {
    expect(teamScopeOf(admin)).toEqual({ everyone: true });
    expect(teamScopeOf(lead)).toEqual({ everyone: false, leadIds: [3, 4] });
  });

  it('covers a person who reports to one of the leads, never someone without a lead', () => {
    expect(scopeCovers(lead.scope, { teamLeadId: 3 })).toBe(true);
    expect(scopeCovers(lead.scope, { teamLeadId: 4 })).toBe(true);
    expect(scopeCovers(lead.scope, { teamLeadId: 5 })).toBe(false);
    expect(scopeCovers(lead.scope, { teamLeadId: null })).toBe(false);
    expect(scopeCovers(admin.scope, { teamLeadId: null })).toBe(true);
  });

  it('lets a person view as themselves or a lead they may view as; admins as anyone', () => {
    expect(mayViewAsLead(lead.scope, 4)).toBe(true);
    expect(mayViewAsLead(lead.scope, 5)).toBe(false);
    expect(mayViewAsLead(admin.scope, 5)).toBe(true);
  });

  it('carries the day the policies decide on', () => {
    expect(policyActorOf(lead, '2030-01-02').today).toBe('2030-01-02');
    expect(lead.today).toBe(policyToday);
  });

  it("views the caller's own team when no lead, or the caller, is named", () => {
    expect(leadToView(lead, undefined)).toBe(3);
    expect(leadToView(lead, null)).toBe(3);
    expect(leadToView(lead, 3)).toBe(3);
  });

  it('views a named lead the caller may view as, and refuses any other with 403', () => {
    expect(leadToView(lead, 4)).toBe(4);
    expect(leadToView(admin, 5)).toBe(5);
    let refusal: unknown;
    try {
      leadToView(lead, 5);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/^You may only view/),
    });
  });
});
