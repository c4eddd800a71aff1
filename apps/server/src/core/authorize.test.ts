import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { authorize, authorizeWith, type Policy, type Refusal } from './authorize';

type Action = 'read' | 'close' | 'rename';
interface Doc {
  ownerId: number;
  closed: boolean;
}

function refusal(actorId: number, action: Action, doc: Doc): Refusal | null {
  if (doc.ownerId !== actorId) return { code: 'forbidden', message: 'Not yours.' };
  if (action === 'close' && doc.closed) return { code: 'invalid_state', message: 'Closed already.' };
  if (action === 'rename' && doc.closed) {
    return { code: 'rule_violation', message: 'body.name: A closed doc keeps its name.', field: 'body.name' };
  }
  return null;
}

const policy: Policy<number, Action, Doc> = {
  can: (actorId, action, doc) => refusal(actorId, action, doc) === null,
  refusal,
};

function thrownBy(run: () => void): AppError | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('authorize', () => {
  it('passes when the policy allows the action', () => {
    expect(thrownBy(() => authorize(policy, 1, 'close', { ownerId: 1, closed: false }))).toBeNull();
  });

  it("throws the refusal's code, message and field, with the code's status", () => {
    expect(thrownBy(() => authorize(policy, 2, 'read', { ownerId: 1, closed: false }))).toMatchObject({
      code: 'forbidden',
      message: 'Not yours.',
      statusCode: 403,
    });
    expect(thrownBy(() => authorize(policy, 1, 'close', { ownerId: 1, closed: true }))).toMatchObject({
      code: 'invalid_state',
      message: 'Closed already.',
      statusCode: 409,
    });
    expect(thrownBy(() => authorize(policy, 1, 'rename', { ownerId: 1, closed: true }))).toMatchObject({
      code: 'rule_violation',
      field: 'body.name',
      statusCode: 422,
    });
  });

  it('binds a policy once for a module, the record optional where the policy takes none', () => {
    const authorizeAdmin = authorizeWith<boolean, 'read', undefined>({
      can: (admin) => admin,
      refusal: (admin) => (admin ? null : { code: 'forbidden', message: 'Admins only.' }),
    });
    expect(thrownBy(() => authorizeAdmin(true, 'read'))).toBeNull();
    expect(thrownBy(() => authorizeAdmin(false, 'read'))).toMatchObject({ code: 'forbidden' });
  });

  it('has a refusal exactly when can says no', () => {
    for (const actorId of [1, 2]) {
      for (const action of ['read', 'close', 'rename'] as const) {
        for (const closed of [false, true]) {
          const doc = { ownerId: 1, closed };
          expect(policy.refusal(actorId, action, doc) === null).toBe(policy.can(actorId, action, doc));
        }
      }
    }
  });
});
