import type { Office, OfficeInput } from '@timekeep/shared/schemas/offices';
import type { Actor } from '../../core/actor';
import { recordAudit } from '../../core/audit';
import { policyActorOf } from '../../core/team-scope/team-scope';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { authorize } from './offices.policy';
import {
  deleteOffice,
  insertOffice,
  listOffices,
  lockOffice,
  officeHasMoves,
  updateOffice,
} from './offices.queries';

const NOT_FOUND_MESSAGE = 'Office not found.';

const nameTaken = (name: string) =>
  new AppError('conflict', `body.name: Another office is already named ${name}.`, 'body.name');

async function presentOne(executor: Executor, id: number, today: string): Promise<Office> {
  const [office] = await listOffices(executor, today, id);
  if (!office) throw new AppError('not_found', NOT_FOUND_MESSAGE);
  return office;
}

/** GET /api/admin/offices. */
export async function listAllOffices(db: Db, actor: Actor, today: string): Promise<Office[]> {
  authorize(policyActorOf(actor), 'administer');
  return listOffices(db, today);
}

/** POST /api/admin/offices, audited. */
export async function createOffice(db: Db, actor: Actor, input: OfficeInput, today: string) {
  authorize(policyActorOf(actor), 'administer');
  return db
    .transaction(async (tx) => {
      const id = await insertOffice(tx, input);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'office_created',
        entityType: 'office',
        entityId: id,
        after: input,
      });
      return presentOne(tx, id, today);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'offices_name_unique')) throw nameTaken(input.name);
      throw error;
    });
}

/** PUT /api/admin/offices/{id}: a new name or time zone, audited. */
export async function changeOffice(db: Db, actor: Actor, id: number, input: OfficeInput, today: string) {
  authorize(policyActorOf(actor), 'administer');
  return db
    .transaction(async (tx) => {
      const before = await lockOffice(tx, id);
      if (!before) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      await updateOffice(tx, id, input);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'office_updated',
        entityType: 'office',
        entityId: id,
        before: { name: before.name, timeZone: before.timeZone },
        after: input,
      });
      return presentOne(tx, id, today);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'offices_name_unique')) throw nameTaken(input.name);
      throw error;
    });
}

/** DELETE /api/admin/offices/{id}: only one nobody ever belonged to (its holidays go with it), audited. */
export async function removeOffice(db: Db, actor: Actor, id: number) {
  const policyActor = policyActorOf(actor);
  authorize(policyActor, 'administer');
  await db.transaction(async (tx) => {
    const before = await lockOffice(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND_MESSAGE);
    authorize(policyActor, 'delete', { kind: 'office', hasMoves: await officeHasMoves(tx, id) });
    await deleteOffice(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'office_deleted',
      entityType: 'office',
      entityId: id,
      before: { name: before.name, timeZone: before.timeZone },
    });
  });
}
