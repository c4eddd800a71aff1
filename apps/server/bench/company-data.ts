import { addDays, periodContaining } from '@timekeep/shared/domain/periods';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedDemoCompany } from '../src/db/seed/demo-company';

export interface CompanySize {
  /** People in all, the demo company's included (it has 48). */
  people: number;
  /** Years of timesheet and time-off history up to today. */
  years: number;
  /** Same seed, same company. */
  seed: number;
  today: string;
}

const FIRST_NAMES = [
  'Alex',
  'Blake',
  'Casey',
  'Dana',
  'Eli',
  'Frances',
  'Gabe',
  'Harper',
  'Ira',
  'Jules',
  'Kai',
  'Lane',
  'Morgan',
  'Noor',
  'Oakley',
  'Parker',
  'Quinn',
  'Reese',
  'Sage',
  'Tatum',
  'Uma',
  'Val',
  'Wren',
  'Yael',
];
const LAST_NAMES = [
  'Abbott',
  'Baptiste',
  'Castillo',
  'Dunbar',
  'Ellison',
  'Fairley',
  'Gallo',
  'Hargrove',
  'Ibsen',
  'Jovanovic',
  'Kowalski',
  'Lindgren',
  'Maddox',
  'Nakamura',
  'Okonkwo',
  'Pereira',
  'Quint',
  'Rasmussen',
  'Sato',
  'Trevino',
];
const ROLE_NAMES = ['Principal', 'Senior Consultant', 'Consultant', 'Analyst', 'Architect', 'Developer'];
const NOTES = [
  'Sprint planning',
  'Client workshop',
  'Design review',
  'Data migration',
  'Status meeting',
  'Testing',
  'Requirements',
  'Go-live support',
  'Documentation',
  'Code review',
];

const textArray = (values: readonly string[]) => sql.param([...values]);

/**
 * A deterministic pseudo-random whole number in [0, 2^31) for the given parts: the same seed and parts give
 * the same number on every run and on both databases (md5, unlike `random()`, is the same everywhere).
 */
function draw(seed: number, ...parts: SQL[]): SQL {
  const key = sql.join(
    [sql`${String(seed)}`, ...parts.map((part) => sql`(${part})::text`)],
    sql` || ':' || `,
  );
  return sql`(((('x' || substr(md5(${key}), 1, 8))::bit(32)::bigint) & 2147483647)::int)`;
}

async function run(db: Db, label: string, statement: SQL) {
  const started = performance.now();
  await db.execute(statement);
  console.log(`  ${label}: ${Math.round(performance.now() - started)} ms`);
}

/**
 * A consulting company of `people` with `years` of history, set-based: the demo company (so its accounts sign
 * in as usual), then leads and their related leads, clients, engagements with roles, rates and budgets, assignments
 * that start and end, semi-monthly timesheets in every status with entries and notes, time off and balances,
 * each written by a handful of INSERT ... SELECT statements over generate_series.
 */
export async function generateCompany(db: Db, size: CompanySize) {
  const { seed, today } = size;
  const windowStart = periodContaining(addDays(today, -365 * size.years)).startDate;
  const current = periodContaining(today);
  const generated = Math.max(0, size.people - 48);
  const leads = Math.min(generated, Math.max(1, Math.round(size.people * 0.06)));
  const members = generated - leads;

  console.log(
    `Seeding the demo company, then ${generated} more people and ${size.years} years of history...`,
  );
  const seeded = performance.now();
  await seedDemoCompany(db, today);
  console.log(`  demo company: ${Math.round(performance.now() - seeded)} ms`);

  await run(
    db,
    `${leads} leads and ${members} members`,
    sql`INSERT INTO people (first_name, last_name, email, job_title, department_id, team_lead_id,
          employment_start_date, contractor, roles)
        SELECT (${textArray(FIRST_NAMES)}::text[])[1 + ${draw(seed, sql`'first'`, sql`n`)} % ${FIRST_NAMES.length}],
          (${textArray(LAST_NAMES)}::text[])[1 + ${draw(seed, sql`'last'`, sql`n`)} % ${LAST_NAMES.length}],
          CASE WHEN n <= ${leads} THEN 'lead' ELSE 'member' END || n || '@bench.example.com',
          CASE WHEN n <= ${leads} THEN 'Engagement Lead' ELSE 'Consultant' END,
          (SELECT id FROM departments ORDER BY id LIMIT 1 OFFSET (n % 3)),
          CASE WHEN n <= ${leads} THEN (SELECT id FROM people WHERE email = 'victoria.hale@example.com') END,
          (${today}::date - (365 * ${size.years} + ${draw(seed, sql`'start'`, sql`n`)} % 900)
            + CASE WHEN n % 5 = 0 THEN ${draw(seed, sql`'hired'`, sql`n`)} % (365 * ${size.years}) ELSE 0 END)::date,
          n % 12 = 0,
          ARRAY['employee']
        FROM generate_series(1, ${generated}::int) AS n`,
  );
  // manager@example.com leads about thirty; every other member reports to a generated lead.
  await run(
    db,
    'team leads and related leads',
    sql`WITH lead_ids AS (
          SELECT id, row_number() OVER (ORDER BY id) AS n FROM people WHERE email LIKE 'lead%@bench.example.com'),
        member_ids AS (
          SELECT id, row_number() OVER (ORDER BY id) AS n FROM people WHERE email LIKE 'member%@bench.example.com')
        UPDATE people SET team_lead_id = CASE
          WHEN member_ids.n <= 24 THEN (SELECT id FROM people WHERE email = 'manager@example.com')
          ELSE (SELECT id FROM lead_ids WHERE lead_ids.n = 1 + member_ids.n % ${Math.max(leads, 1)}) END
        FROM member_ids WHERE people.id = member_ids.id`,
  );
  await run(
    db,
    'related leads',
    sql`INSERT INTO related_managers (manager_id, related_manager_id)
        SELECT a.id, b.id FROM
          (SELECT id, row_number() OVER (ORDER BY id) AS n FROM people WHERE email LIKE 'lead%@bench.example.com') a
          JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM people WHERE email LIKE 'lead%@bench.example.com') b
            ON b.n = 1 + a.n % ${Math.max(leads, 1)}
        WHERE a.id <> b.id ON CONFLICT DO NOTHING`,
  );

  const clientCount = Math.max(9, Math.round(size.people * 0.15));
  const engagementCount = Math.max(17, Math.round(size.people * 0.6));
  await run(
    db,
    `${clientCount} clients`,
    sql`INSERT INTO clients (name) SELECT 'Bench Client ' || lpad(n::text, 4, '0')
        FROM generate_series(10, ${clientCount}::int) AS n`,
  );
  await run(
    db,
    `${engagementCount} engagements`,
    sql`INSERT INTO engagements (client_id, name, project_code, billing_type, billing_terms, po_number,
          billing_class, billable, department_id, engagement_manager_id, sales_rep_id)
        SELECT (SELECT id FROM clients ORDER BY id LIMIT 1 OFFSET (n % ${clientCount})),
          'Bench Engagement ' || n, 'BNCH-' || lpad(n::text, 5, '0'),
          CASE WHEN n % 4 = 0 THEN 'fixed' ELSE 'variable' END,
          (ARRAY[30, 45, 60])[1 + n % 3], CASE WHEN n % 3 = 0 THEN NULL ELSE 'PO-' || n END,
          'Professional Services', n % 10 <> 0,
          (SELECT id FROM departments ORDER BY id LIMIT 1 OFFSET (n % 3)),
          (SELECT id FROM people WHERE team_lead_id IS NOT NULL ORDER BY id LIMIT 1
             OFFSET (${draw(seed, sql`'em'`, sql`n`)} % 40)),
          (SELECT id FROM people ORDER BY id LIMIT 1 OFFSET (${draw(seed, sql`'rep'`, sql`n`)} % 40))
        FROM generate_series(18, ${engagementCount}::int) AS n`,
  );
  await run(
    db,
    'engagement roles',
    sql`INSERT INTO engagement_roles (engagement_id, name, rate, start_date, end_date)
        SELECT e.id, (${textArray(ROLE_NAMES)}::text[])[1 + (e.id + r) % ${ROLE_NAMES.length}],
          (100 + ${draw(seed, sql`'rate'`, sql`e.id`, sql`r`)} % 150)::numeric(10, 2),
          role.start_date,
          CASE WHEN e.id % 5 = 0
            THEN greatest(role.start_date, ${today}::date - (${draw(seed, sql`'ended'`, sql`e.id`)} % 300)) END
        FROM engagements e CROSS JOIN generate_series(1, 3) AS r
        CROSS JOIN LATERAL (
          SELECT ${windowStart}::date - 200 + (${draw(seed, sql`'role'`, sql`e.id`)} % 400) AS start_date) AS role
        WHERE e.project_code LIKE 'BNCH-%'`,
  );
  // Budgets on four engagements in five: a third in fees, a quarter per month, amounts from under a year's hours
  // to more than the whole history's, so some are long past 100% and others far from it. None refuses hours:
  // the saves measured below must not be refused.
  await run(
    db,
    'engagement budgets',
    sql`INSERT INTO engagement_budgets (engagement_id, kind, amount, span)
        SELECT e.id, CASE WHEN budget.fees THEN 'fees' ELSE 'hours' END,
          (CASE WHEN budget.monthly THEN 200 + ${draw(seed, sql`'budget'`, sql`e.id`)} % 1200
            ELSE 2000 + ${draw(seed, sql`'budget'`, sql`e.id`)} % 60000 END)
            * CASE WHEN budget.fees THEN 150 ELSE 1 END,
          CASE WHEN budget.monthly THEN 'month' ELSE 'engagement' END
        FROM engagements e
        CROSS JOIN LATERAL (SELECT ${draw(seed, sql`'kind'`, sql`e.id`)} % 3 = 0 AS fees,
          ${draw(seed, sql`'span'`, sql`e.id`)} % 4 = 0 AS monthly) AS budget
        WHERE e.project_code LIKE 'BNCH-%' AND ${draw(seed, sql`'budgeted'`, sql`e.id`)} % 5 <> 0`,
  );
  // Four assignments a person, to roles of different engagements, some ending along the way.
  await run(
    db,
    'assignments',
    // The roles are numbered once and joined by number: a LATERAL ... OFFSET per person and assignment read
    // the roles up to its offset each time, quadratic (151 s for 10,000 people).
    sql`WITH role AS (
          SELECT er.id, er.start_date, row_number() OVER (ORDER BY er.id) - 1 AS rank
          FROM engagement_roles er
          JOIN engagements e ON e.id = er.engagement_id AND e.project_code LIKE 'BNCH-%'
        )
        INSERT INTO resources (engagement_role_id, person_id, start_date, end_date)
        SELECT DISTINCT ON (role.id, p.id) role.id, p.id,
          greatest(p.employment_start_date, role.start_date),
          CASE WHEN k = 4 THEN least(${today}::date - 20, greatest(p.employment_start_date, role.start_date) + 500) END
        FROM people p CROSS JOIN generate_series(1, 4) AS k
        JOIN role ON role.rank = ${draw(seed, sql`'assign'`, sql`p.id`, sql`k`)} % (${engagementCount - 17} * 3)
        WHERE p.email LIKE '%@bench.example.com'
        ON CONFLICT DO NOTHING`,
  );

  // Every period of the window up to the current one, for everyone who keeps timesheets and was employed by
  // the period's end; the demo company's own recent timesheets stay as they are.
  await run(
    db,
    'timesheets',
    sql`INSERT INTO timesheets (person_id, period_id, status, version, created_at, updated_at)
        SELECT p.id, tp.id,
          CASE
            WHEN tp.start_date = ${current.startDate}::date THEN 'unsubmitted'
            WHEN tp.end_date > ${today}::date - 45 THEN
              (ARRAY['pending', 'pending', 'approved', 'rejected', 'unsubmitted'])[1 + ${draw(seed, sql`'recent'`, sql`p.id`, sql`tp.id`)} % 5]
            ELSE (ARRAY['approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved',
                        'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved',
                        'approved', 'approved', 'unapproved', 'rejected'])[1 + ${draw(seed, sql`'old'`, sql`p.id`, sql`tp.id`)} % 20]
          END,
          1, tp.end_date::timestamptz, tp.end_date::timestamptz
        FROM people p JOIN timesheet_periods tp
          ON tp.start_date >= ${windowStart}::date AND tp.start_date <= ${current.startDate}::date
             AND tp.end_date >= p.employment_start_date
        WHERE p.enabled AND 'employee' = ANY (p.roles) AND p.employment_start_date IS NOT NULL
        ON CONFLICT (person_id, period_id) DO NOTHING`,
  );
  await run(
    db,
    'timesheet rows',
    sql`INSERT INTO timesheet_rows (timesheet_id, position, resource_id)
        SELECT t.id, row_number() OVER (PARTITION BY t.id ORDER BY r.id) - 1, r.id
        FROM timesheets t
        JOIN timesheet_periods tp ON tp.id = t.period_id
        JOIN resources r ON r.person_id = t.person_id
        JOIN engagement_roles er ON er.id = r.engagement_role_id
        WHERE greatest(r.start_date, er.start_date) <= tp.end_date
          AND coalesce(least(r.end_date, er.end_date), tp.start_date) >= tp.start_date
          AND NOT EXISTS (SELECT 1 FROM timesheet_rows existing WHERE existing.timesheet_id = t.id)`,
  );
  // A working day of about eight hours spread over the rows, with a note on about a quarter of the entries.
  await run(
    db,
    'timesheet entries',
    sql`INSERT INTO timesheet_entries (row_id, date, hours, note)
        SELECT row.id, day::date,
          round((8.0 / row_count.n + ((${draw(seed, sql`'hours'`, sql`row.id`, sql`day`)} % 5) - 2) * 0.25)::numeric, 2),
          CASE WHEN ${draw(seed, sql`'note'`, sql`row.id`, sql`day`)} % 4 = 0
            THEN (${textArray(NOTES)}::text[])[1 + ${draw(seed, sql`'which'`, sql`row.id`, sql`day`)} % ${NOTES.length}] END
        FROM timesheet_rows row
        JOIN timesheets t ON t.id = row.timesheet_id
        JOIN timesheet_periods tp ON tp.id = t.period_id
        JOIN resources r ON r.id = row.resource_id
        JOIN engagement_roles er ON er.id = r.engagement_role_id
        JOIN LATERAL (SELECT count(*) AS n FROM timesheet_rows sibling WHERE sibling.timesheet_id = t.id) AS row_count ON true
        CROSS JOIN LATERAL generate_series(
          greatest(tp.start_date, r.start_date, er.start_date, (SELECT employment_start_date FROM people WHERE id = t.person_id)),
          least(tp.end_date, coalesce(least(r.end_date, er.end_date), tp.end_date), ${today}::date),
          interval '1 day') AS day
        WHERE extract(isodow FROM day) < 6
          AND NOT EXISTS (SELECT 1 FROM holidays h WHERE h.date = day::date)
          AND NOT EXISTS (SELECT 1 FROM timesheet_entries existing WHERE existing.row_id = row.id)
        ON CONFLICT DO NOTHING`,
  );
  await run(
    db,
    'status history',
    sql`INSERT INTO timesheet_status_revisions (timesheet_id, status, note, actor_id, created_at)
        SELECT t.id, step.status, step.note, CASE WHEN step.by_owner THEN p.id ELSE coalesce(p.team_lead_id, p.id) END,
          tp.end_date + step.after
        FROM timesheets t
        JOIN people p ON p.id = t.person_id
        JOIN timesheet_periods tp ON tp.id = t.period_id
        CROSS JOIN LATERAL (VALUES
          (1, 'pending', NULL::text, true, interval '1 day'),
          (2, CASE t.status WHEN 'rejected' THEN 'rejected' ELSE 'approved' END,
             CASE t.status WHEN 'rejected' THEN 'Please split the hours by role.' END, false, interval '2 days'),
          (3, 'unapproved', 'Reopened for a correction.', false, interval '4 days')
        ) AS step(n, status, note, by_owner, after)
        WHERE t.status <> 'unsubmitted'
          AND NOT EXISTS (SELECT 1 FROM timesheet_status_revisions existing WHERE existing.timesheet_id = t.id)
          AND (step.n = 1 OR (step.n = 2 AND t.status <> 'pending') OR (step.n = 3 AND t.status = 'unapproved'))`,
  );
  await run(
    db,
    'timesheet versions',
    sql`UPDATE timesheets SET version = 1 + (SELECT count(*) FROM timesheet_status_revisions r WHERE r.timesheet_id = timesheets.id)
        WHERE version = 1 AND status <> 'unsubmitted'`,
  );

  // Three weeks of PTO a year in three requests, and balances for PTO and office closures.
  await run(
    db,
    'time off',
    sql`WITH planned AS (
          SELECT p.id AS person_id, y, k,
            (make_date(y, 1 + ((${draw(seed, sql`'month'`, sql`p.id`, sql`y`, sql`k`)} % 4) + (k - 1) * 4), 3)
              + (${draw(seed, sql`'day'`, sql`p.id`, sql`y`, sql`k`)} % 20))::date AS start_date
          FROM people p
          CROSS JOIN generate_series(${Number(windowStart.slice(0, 4))}::int, ${Number(today.slice(0, 4))}::int) AS y
          CROSS JOIN generate_series(1, 3) AS k
          WHERE p.email LIKE '%@bench.example.com' AND NOT p.contractor),
        requests AS (
          INSERT INTO time_off_requests (person_id, status, start_date, end_date)
          SELECT person_id, CASE WHEN weekday > ${today}::date THEN 'pending' ELSE 'approved' END,
            weekday, weekday + CASE WHEN extract(isodow FROM weekday) = 5 THEN 0 ELSE 1 END
          FROM (SELECT person_id,
                  start_date + CASE WHEN extract(isodow FROM start_date) > 5
                    THEN 8 - extract(isodow FROM start_date)::int ELSE 0 END AS weekday
                FROM planned) AS monday_to_friday
          RETURNING id, person_id, status, start_date, end_date)
        INSERT INTO time_off_request_details (request_id, version, reason, status, timeframe_type, start_date,
          end_date, hours, hours_workday, include_weekends, comment, author_id)
        SELECT id, 1, 'pto', status, 'multiple_days', start_date, end_date,
          8 * (end_date - start_date + 1), 8, false, 'Planned time off', person_id
        FROM requests`,
  );
  await run(
    db,
    'balances',
    sql`INSERT INTO time_off_ledger_entries (person_id, year, reason, kind, hours, effective_on, note)
        SELECT p.id, y, leave.reason, 'adjustment', CASE leave.reason WHEN 'pto' THEN 120 ELSE 24 END,
          make_date(y, 1, 1), 'Opening balance'
        FROM people p
        CROSS JOIN generate_series(${Number(windowStart.slice(0, 4))}::int, ${Number(today.slice(0, 4)) + 1}::int) AS y
        CROSS JOIN unnest(ARRAY['pto', 'office_closure']) AS leave (reason)
        WHERE p.email LIKE '%@bench.example.com' AND NOT p.contractor
          AND NOT EXISTS (SELECT 1 FROM time_off_ledger_entries AS entry
            WHERE entry.person_id = p.id AND entry.year = y AND entry.reason = leave.reason)`,
  );
  await run(db, 'analyze', sql`ANALYZE`);
  // Budgets' burn reads submitted_role_hours by index only once its visibility map is set: autovacuum does that
  // after a bulk insert in production, the bench at once rather than whenever autovacuum wakes.
  await run(db, 'vacuum submitted hours', sql`VACUUM submitted_role_hours`);
}
