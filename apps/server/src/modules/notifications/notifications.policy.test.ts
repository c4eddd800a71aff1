import { describe, expect, it } from 'vitest';
import { policyActor } from '../../../test/policy-actors';
import { can } from './notifications.policy';

describe('notifications policy', () => {
  it('lets the recipient read and mark their own, and nobody else, an admin or their lead included', () => {
    const recipient = policyActor({ id: 7 });
    const notification = { recipientId: 7 };

    expect(can(recipient, 'read', notification)).toBe(true);
    expect(can(recipient, 'markRead', notification)).toBe(true);
    expect(can(policyActor({ id: 8, roles: ['admin', 'employee'] }), 'read', notification)).toBe(false);
    expect(can(policyActor({ id: 9, manager: true }), 'markRead', notification)).toBe(false);
  });
});
