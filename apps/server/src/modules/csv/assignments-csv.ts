import { overlapOf, spanLeavesOutLogged } from '@timekeep/shared/domain/logged-history';
import { recordAudits } from '../../core/audit';
import { resources } from '../../db/schema';
import { loggedSpanOf, resourceAuditView } from '../engagements';
import {
  type AssignmentToWrite,
  exportAssignments,
  loadAssignmentTargets,
  upsertAssignments,
} from './assignments-csv.queries';
import {
  byLine,
  type CsvKindHandler,
  changeOf,
  problemAt,
  refuseRepeatedKeys,
  splitByChange,
} from './csv-kind';

const keyOf = (row: { email: string; projectCode: string; role: string }) =>
  `${row.email} ${row.projectCode} / ${row.role}`;

/** An assignment's dates as the file and the preview show them, under the file's column names. */
const fileView = (span: { startDate: string; endDate: string | null }) => ({
  start_date: span.startDate,
  end_date: span.endDate,
});

/**
 * Who holds which engagement role, from when to when, keyed by person (email), project code and role: a new
 * assignment raises a code alert for its person; an existing one takes the file's dates, which must keep
 * covering the hours logged to it. Assignments the file does not name are left as they are.
 */
export const assignmentsCsv: CsvKindHandler<'assignments'> = {
  writes: [resources],

  async exportRows(executor) {
    return (await exportAssignments(executor)).map((row) => ({
      email: row.email,
      project_code: row.projectCode,
      role: row.role,
      start_date: row.startDate,
      end_date: row.endDate,
    }));
  },

  async plan(executor, lines) {
    const { kept, problems } = refuseRepeatedKeys(
      lines,
      ({ row }) => keyOf({ email: row.email, projectCode: row.project_code, role: row.role }),
      'role',
    );
    const targets = new Map(
      (
        await loadAssignmentTargets(
          executor,
          kept.map(({ row }) => ({ email: row.email, projectCode: row.project_code, role: row.role })),
        )
      ).map((target) => [keyOf(target), target]),
    );
    const planned = [];
    for (const { line, row } of kept) {
      const target = targets.get(keyOf({ email: row.email, projectCode: row.project_code, role: row.role }))!;
      const span = { startDate: row.start_date, endDate: row.end_date };
      const problem =
        target.personId === null
          ? problemAt(line, 'email', `Nobody has the email ${row.email}.`)
          : target.roleId === null
            ? problemAt(line, 'role', `${row.project_code} has no role named ${row.role}.`)
            : span.endDate !== null && span.endDate < span.startDate
              ? problemAt(line, 'end_date', 'Must not be before start_date.')
              : target.resourceId === null && !target.personEnabled
                ? problemAt(line, 'email', `${row.email} is deactivated; reactivate them first.`)
                : overlapOf({ startDate: target.roleStartDate!, endDate: target.roleEndDate }, span) === null
                  ? problemAt(
                      line,
                      'start_date',
                      `The role runs from ${target.roleStartDate} to ${target.roleEndDate ?? 'no end date'}; the assignment's dates must meet it.`,
                    )
                  : null;
      // A line that is not an assignment yet has nothing logged (its logged dates are null).
      const refusal = spanLeavesOutLogged('assignment', span, loggedSpanOf({ ...target, timesheetRows: 0 }));
      if (problem || refusal) {
        problems.push(problem ?? problemAt(line, 'start_date', refusal!));
        continue;
      }
      const before =
        target.resourceId === null ? undefined : { startDate: target.startDate!, endDate: target.endDate };
      planned.push({
        write: { roleId: target.roleId!, personId: target.personId!, ...span },
        before,
        change: changeOf(
          line,
          keyOf({ email: row.email, projectCode: row.project_code, role: row.role }),
          before && fileView(before),
          fileView(span),
        ),
      });
    }
    const { toWrite, changes, unchanged } = splitByChange(planned);
    return {
      changes,
      unchanged,
      problems: byLine(problems),
      async write(tx, actorId) {
        const created: AssignmentToWrite[] = toWrite
          .filter(({ before }) => !before)
          .map(({ write }) => write);
        const written = new Map(
          (
            await upsertAssignments(
              tx,
              toWrite.map(({ write }) => write),
              created,
            )
          ).map((resource) => [`${resource.engagementRoleId} ${resource.personId}`, resource]),
        );
        await recordAudits(
          tx,
          toWrite.map(({ write, before }) => {
            const after = written.get(`${write.roleId} ${write.personId}`)!;
            return {
              actorId,
              action: before ? 'resource_updated' : 'resource_created',
              entityType: 'resource',
              entityId: after.id,
              before: before && resourceAuditView({ ...after, ...before }),
              after: resourceAuditView(after),
              detail: { source: 'csv' },
            };
          }),
        );
      },
    };
  },
};
