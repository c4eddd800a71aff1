import { getTableName } from 'drizzle-orm';
import pg from 'pg';
import { QUEUE_SCHEMA } from './job-queue';
import { auditLog } from './schema';

/** The schemas whose tables the app reads and writes: its own (Drizzle's default) and pg-boss's. */
const APP_SCHEMAS = ['public', QUEUE_SCHEMA] as const;
/** Where Drizzle records the migrations it ran; only the owner reads it. */
const MIGRATIONS_SCHEMA = 'drizzle';
/** Tables the serving role may only read and add to. */
const APPEND_ONLY_TABLES = [getTableName(auditLog)];

/** What both the serving role's pool and the owner's connection can run a statement on. */
interface Queryable {
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<Row>>;
}

/** The role a connection runs as: DATABASE_URL's user, or whatever PGUSER or the server chose for it. */
export async function roleOf(connection: Queryable): Promise<string> {
  const { rows } = await connection.query<{ role: string }>('SELECT current_user AS role');
  return rows[0]!.role;
}

/**
 * Refuses to serve as a role that could change the audit log anyway: the owner role itself, a member of it,
 * a superuser, or the owner of any of the app's tables (a database set up with one role, not yet handed
 * over to the owner). Runs on the owner's connection, before it migrates anything.
 */
export async function refuseOwnerPowers(owner: Queryable, servingRole: string): Promise<void> {
  const { rows } = await owner.query<{ ownerRole: string; sameAsOwner: boolean; owned: string[] }>(
    `SELECT current_user AS "ownerRole",
       pg_has_role($1::name, current_user, 'MEMBER') AS "sameAsOwner",
       ARRAY(
         SELECT n.nspname || '.' || c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = ANY($2::name[]) AND c.relkind IN ('r', 'p') AND pg_has_role($1::name, c.relowner, 'MEMBER')
         ORDER BY 1
       ) AS owned`,
    [servingRole, [...APP_SCHEMAS, MIGRATIONS_SCHEMA]],
  );
  const { ownerRole, sameAsOwner, owned } = rows[0]!;
  if (sameAsOwner) {
    throw new Error(
      `DATABASE_URL connects as "${servingRole}", which has the privileges of DATABASE_OWNER_URL's role "${ownerRole}" (the same role, a member of it, or a superuser): serving as it, the app could change the audit log. Give DATABASE_URL a role of its own (README, "Production on PostgreSQL").`,
    );
  }
  if (owned.length > 0) {
    const named = owned.slice(0, 3).join(', ');
    const more = owned.length > 3 ? ` and ${owned.length - 3} more tables` : '';
    throw new Error(
      `DATABASE_URL connects as "${servingRole}", which owns ${named}${more}: serving as it, the app could change the audit log. Hand them to the owner role first: REASSIGN OWNED BY ${pg.escapeIdentifier(servingRole)} TO ${pg.escapeIdentifier(ownerRole)};`,
    );
  }
}

/**
 * Gives the serving role what the app does at run time, on every table there is now (run after each
 * migration, so new tables are covered; every statement is idempotent): read and write the app's and
 * pg-boss's tables and draw from their sequences, but only read and add to the audit log. Owning nothing, it
 * cannot alter, truncate or disable the triggers of any table. One transaction: no moment shows the audit log
 * writable.
 */
export async function grantServingRole(owner: Queryable, servingRole: string): Promise<void> {
  const role = pg.escapeIdentifier(servingRole);
  const schemas = APP_SCHEMAS.map((schema) => pg.escapeIdentifier(schema)).join(', ');
  await owner.query('BEGIN');
  try {
    await owner.query(`GRANT USAGE ON SCHEMA ${schemas} TO ${role}`);
    await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schemas} TO ${role}`);
    await owner.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schemas} TO ${role}`);
    for (const table of APPEND_ONLY_TABLES) {
      const name = `public.${pg.escapeIdentifier(table)}`;
      await owner.query(`REVOKE ALL ON ${name} FROM ${role}`);
      await owner.query(`GRANT SELECT, INSERT ON ${name} TO ${role}`);
    }
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
