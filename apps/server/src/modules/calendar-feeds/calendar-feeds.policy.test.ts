import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { mayHaveFeed } from './calendar-feeds.policy';

describe('calendar feeds policy', () => {
  it('gives a personal feed to employees who request time off: not contractors, not reports-only people', () => {
    expect(mayHaveFeed(policyActor(), 'personal')).toBe(true);
    expect(mayHaveFeed(policyActor({ roles: ['admin', 'employee'] }), 'personal')).toBe(true);
    expect(mayHaveFeed(policyActor({ contractor: true }), 'personal')).toBe(false);
    expect(mayHaveFeed(policyActor({ roles: ['reports'] }), 'personal')).toBe(false);
    expect(mayHaveFeed(policyActor({ roles: ['admin'] }), 'personal')).toBe(false);
  });

  it('gives a team feed to team leads only, whatever else they are', () => {
    expect(mayHaveFeed(policyActor({ manager: true }), 'team')).toBe(true);
    expect(mayHaveFeed(policyActor({ manager: true, contractor: true }), 'team')).toBe(true);
    expect(mayHaveFeed(policyActor(), 'team')).toBe(false);
    expect(mayHaveFeed(policyActor({ roles: ['admin', 'employee'] }), 'team')).toBe(false);
  });
});
