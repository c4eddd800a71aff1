import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, entityLabel } from './audit-changes';

describe('changeLines', () => {
  it('lists the fields a change touched, from and to', () => {
    expect(
      changeLines({
        entityType: 'client',
        before: { id: 4, name: 'Acme', active: true, roles: ['employee'] },
        after: { id: 4, name: 'Acme Corp', active: true, roles: ['employee', 'admin'] },
      }),
    ).toEqual(['name: Acme → Acme Corp', 'roles: ["employee"] → ["employee","admin"]']);
  });

  it('lists what a created record holds, and what a deleted one held', () => {
    expect(
      changeLines({
        entityType: 'holiday',
        before: null,
        after: { date: '2026-12-18', name: 'Winter Break' },
      }),
    ).toEqual(['date: 2026-12-18', 'name: Winter Break']);
    expect(changeLines({ entityType: 'client', before: { name: 'Old Client', id: 7 }, after: null })).toEqual(
      ['name: Old Client', 'id: 7'],
    );
  });

  it('says nothing for entries without records, such as a sign-in', () => {
    expect(changeLines({ entityType: 'sign_in', before: null, after: null })).toEqual([]);
  });
});

describe('labels', () => {
  it('reads action codes and record types as words', () => {
    expect(actionLabel('engagement_role_created')).toBe('Engagement role created');
    expect(entityLabel('resource')).toBe('Assignment to a role');
    expect(entityLabel('something_new')).toBe('Something new');
  });
});
