import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can, refusal } from './webhooks.policy';

describe('webhooks policy', () => {
  it('lets admins alone manage webhooks, whatever else the others are', () => {
    expect(can(policyActor({ roles: ['admin', 'employee'] }), 'administer', undefined)).toBe(true);
    expect(can(policyActor({ roles: ['admin'] }), 'administer', undefined)).toBe(true);
    expect(can(policyActor(), 'administer', undefined)).toBe(false);
    expect(can(policyActor({ manager: true }), 'administer', undefined)).toBe(false);
    expect(can(policyActor({ roles: ['reports'] }), 'administer', undefined)).toBe(false);
    expect(refusal(policyActor(), 'administer', undefined)?.code).toBe('forbidden');
  });

  it('sends an event again only to an endpoint that is on', () => {
    const admin = policyActor({ roles: ['admin', 'employee'] });
    expect(can(admin, 'redeliver', { kind: 'delivery', endpointEnabled: true })).toBe(true);
    expect(refusal(admin, 'redeliver', { kind: 'delivery', endpointEnabled: false })?.code).toBe(
      'invalid_state',
    );
    expect(refusal(policyActor(), 'redeliver', { kind: 'delivery', endpointEnabled: true })?.code).toBe(
      'forbidden',
    );
  });
});
