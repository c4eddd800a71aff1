import { List, Text, Title } from '@mantine/core';
import { HelpSection } from './help-section';
import { KeyboardShortcuts } from './keyboard-shortcuts';

export function TimesheetsHelp({ hrEmail }: { hrEmail: string | undefined }) {
  return (
    <HelpSection id="help-timesheets" title="Timesheets">
      <Title order={3} size="h5">
        Choosing a period
      </Title>
      <Text>
        Each timesheet covers half a month: the 1st to the 15th, or the 16th to the end of the month. Use the
        previous and next arrows to move between periods; when you are not on the current period, the 'Current
        Timesheet' link brings you back to it. New project codes assigned to you are announced in a strip at
        the top of the page.
      </Text>

      <Title order={3} size="h5">
        Entering hours
      </Title>
      <List spacing="xs">
        <List.Item>
          The grid has one row per project and role and one column per date of the period, with the row total
          at the end. Weekends, holidays and today are marked.
        </List.Item>
        <List.Item>
          Type hours from 0 to 24 with up to two decimals; other characters are ignored and an empty cell
          counts as 0. When that changes what you typed, the line under the grid says what it became. A day
          may hold at most 24 hours across all rows.
        </List.Item>
        <List.Item>
          The grid is one stop of the Tab key: inside it the arrows move between days and rows, Home and End
          go to a row's ends, Enter goes on to the next workday, and typing replaces what a cell holds; Tab
          leaves the grid.
        </List.Item>
        <List.Item>
          Days before a role starts or after it ends cannot be filled in, and a closed row is locked.
        </List.Item>
        <List.Item>
          Approved time off shows after your project rows as a locked row per leave type, such as 'PTO (time
          off)', with a lock and its hours on each day. You change it on the Time Off page, not in the grid:
          it follows your requests as soon as they are approved, edited or deleted, and saving never changes
          it. Its hours count in the day totals and in Total hours, not in Billable; Capacity is 8 hours a
          working day less your approved time off, and Utilization is billable hours over capacity.
        </List.Item>
        <List.Item>
          Use a cell's comment bubble, or Shift+Enter in its hours, to add a note to that entry; Enter or Done
          keeps it and returns to the hours, and Shift+Enter starts a new line in it. A filled bubble marks a
          day with a note. The Comments panel below the grid shows the notes your lead left when rejecting or
          unapproving, and the History panel every status change.
        </List.Item>
      </List>

      <Title order={3} size="h5">
        Rows and the project picker
      </Title>
      <List spacing="xs">
        <List.Item>
          Add a row, then pick its project in the row's picker. The search box ('Search by Client, Project, or
          Role', up to 50 characters) matches every word you type against the client, project and role names;
          'No Results Found!' means nothing matched. The first match is highlighted as you type and the arrow
          keys move the highlight; Enter picks the highlighted project. Escape closes the picker, and so does
          Enter on an empty search with nothing highlighted; the focus stays on the row's project.
        </List.Item>
        <List.Item>
          General (additional) projects such as internal work have no role. Changing a row's project removes
          its entries dated after the new project's end date.
        </List.Item>
        <List.Item>Drag rows to reorder them.</List.Item>
        <List.Item>
          Deleting a row that has a project and hours asks for confirmation; an empty row is deleted at once.
        </List.Item>
        <List.Item>
          A timesheet needs your employment start date.
          {hrEmail
            ? ` If it is missing, adding a row asks you to contact HR at ${hrEmail} to have it added.`
            : ' If it is missing, adding a row asks you to contact HR to have it added.'}
        </List.Item>
      </List>

      <Title order={3} size="h5">
        Saving
      </Title>
      <List spacing="xs">
        <List.Item>SAVE is available whenever you have unsaved changes.</List.Item>
        <List.Item>
          Your work is also saved automatically 30 seconds after your last change to an entry, a note or a
          row's project, as long as every row has a project.
        </List.Item>
        <List.Item>
          A row without a project stops the save: pick a project or delete the row. Leaving the page with
          unsaved changes asks you to confirm first.
        </List.Item>
      </List>

      <Title order={3} size="h5">
        Keyboard shortcuts
      </Title>
      <KeyboardShortcuts />

      <Title order={3} size="h5">
        Submitting and undoing
      </Title>
      <List spacing="xs">
        <List.Item>
          Save, then press 'SUBMIT FOR APPROVAL' to send the timesheet to your team lead. If you still have
          time off waiting for approval, you are asked to confirm.
        </List.Item>
        <List.Item>
          While it reads 'SUBMITTED, PENDING APPROVAL', 'UNDO SUBMISSION' takes it back so you can edit and
          submit again. It asks first, since your team lead is told you took it back.
        </List.Item>
        <List.Item>
          An approved timesheet is locked. A rejected one can be corrected and submitted again; the reason is
          in the Comments panel.
        </List.Item>
      </List>
    </HelpSection>
  );
}
