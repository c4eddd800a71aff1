import type { DraftRow } from '../../utils/timesheet-draft';
import classes from './timesheet-grid.module.css';

/** The chosen project on two clipped lines: client and code above, project and role below. */
export function ChosenProject({ row }: { row: DraftRow }) {
  const context = row.projectId === null ? 'Additional project' : `${row.clientName} · ${row.projectId}`;
  return (
    <>
      <span className={classes.projectContext} aria-hidden>
        {context}
      </span>
      <span className={classes.projectName} aria-hidden>
        {row.name}
        {row.role ? ` (${row.role})` : ''}
      </span>
    </>
  );
}
