import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../lib/log-serializers';
import { readGroupPatch, readPatchOperations, readUserPatch, readUserResource } from './read-scim-input';
import { ScimError } from './scim-errors';
import { parseEqualityFilter, parsePage } from './scim-filter';

const ops = (...operations: unknown[]) => readPatchOperations({ Operations: operations });

describe('reading what Entra ID sends', () => {
  it('reads user PATCH operations with and without a path, booleans as strings, and core schema prefixes', () => {
    expect(
      readUserPatch(
        ops(
          { op: 'Replace', path: 'active', value: 'False' },
          { op: 'replace', path: 'name.givenName', value: 'Ada' },
          {
            op: 'Add',
            path: 'urn:ietf:params:scim:schemas:core:2.0:User:name.familyName',
            value: 'Lovelace',
          },
          { op: 'Replace', path: 'emails[type eq "work"].value', value: 'ignored@example.com' },
          { op: 'replace', value: { title: 'Countess', externalId: 'abc', 'name.givenName': 'Augusta' } },
          { op: 'Remove', path: 'externalId' },
          {
            op: 'replace',
            path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:employeeNumber',
            value: '7',
          },
        ),
      ),
    ).toEqual({
      active: false,
      givenName: 'Augusta',
      familyName: 'Lovelace',
      title: 'Countess',
      externalId: null,
    });
    expect(readUserPatch(ops({ op: 'replace', value: { active: true } }))).toEqual({ active: true });
    expect(readUserPatch(ops({ op: 'Remove', path: 'title' }))).toEqual({ title: null });
  });

  it('refuses what it cannot read', () => {
    expect(() => readPatchOperations({ Operations: [] })).toThrow(ScimError);
    expect(() => ops({ op: 'move', path: 'title' })).toThrow(/add, replace or remove/);
    expect(() => ops({ op: 'remove' })).toThrow(/needs a path/);
    expect(() => readUserPatch(ops({ op: 'replace', path: 'active', value: 'yes' }))).toThrow(
      /true or false/,
    );
    expect(() => readUserPatch(ops({ op: 'remove', path: 'userName' }))).toThrow(/cannot be removed/);
    expect(() => readUserResource({ name: { givenName: 'A' } })).toThrow(/userName is required/);
  });

  it('reads group member adds and removes as Entra ID sends them', () => {
    expect(
      readGroupPatch(
        ops(
          { op: 'Add', path: 'members', value: [{ $ref: null, value: '1' }, { value: 2 }] },
          { op: 'Remove', path: 'members[value eq "2"]' },
          { op: 'Remove', path: 'members', value: [{ value: '3' }] },
          { op: 'Replace', path: 'displayName', value: 'Sales' },
        ),
      ),
    ).toEqual({ displayName: 'Sales', addMembers: ['1'], removeMembers: ['2', '3'] });
    expect(readGroupPatch(ops({ op: 'replace', path: 'members', value: [{ value: '4' }] }))).toEqual({
      members: ['4'],
      addMembers: [],
      removeMembers: [],
    });
    expect(readGroupPatch(ops({ op: 'remove', path: 'members' }))).toMatchObject({ members: [] });
    expect(
      readGroupPatch(ops({ op: 'replace', value: { displayName: 'Ops', externalId: 'x' } })),
    ).toMatchObject({
      displayName: 'Ops',
      externalId: 'x',
    });
  });

  it('reads eq filters, without case in the attribute name, and pages', () => {
    expect(
      parseEqualityFilter('UserName eq "a\\"b@example.com"', ['userName', 'externalId'] as const),
    ).toEqual({
      attribute: 'userName',
      value: 'a"b@example.com',
    });
    expect(parseEqualityFilter(undefined, ['userName'] as const)).toBeUndefined();
    expect(() => parseEqualityFilter('userName sw "a"', ['userName'] as const)).toThrow(/not supported/);
    expect(parsePage({ startIndex: '0', count: '5000' })).toMatchObject({
      startIndex: 1,
      count: 200,
      offset: 0,
    });
    expect(parsePage({ startIndex: '3', count: '-1' })).toMatchObject({ startIndex: 3, count: 0, offset: 2 });
  });
  it('keeps the emails of filters out of the logs', () => {
    expect(redactUrl('/scim/v2/Users?filter=userName+eq+%22ada%40example.com%22&count=1')).toBe(
      '/scim/v2/Users?filter=%5Bredacted%5D&count=1',
    );
  });
});
