import { List } from '@mantine/core';
import { HelpSection } from './help-section';

export function ReportsHelp() {
  return (
    <HelpSection id="help-reports" title="Reports">
      <List spacing="xs">
        <List.Item>
          Reports offers the Accounting, Allocation, General Project Time, Project Time, Timesheets Not
          Submitted and Budget reports.
        </List.Item>
        <List.Item>
          The Budget report shows each engagement with a budget: its approved and pending hours or fees, what
          is left, how much is used (such as 80% approved, 95% with pending) and when it will run out at the
          last four weeks' pace, as of the date you choose. Fees show only to admins and the reports role.
        </List.Item>
        <List.Item>
          Make your selections and press Run Report. Download as XLS exports the results; hover over a cell to
          see its full contents.
        </List.Item>
        <List.Item>
          Choosing a client clears the selected project. The Timesheets Not Submitted report runs as soon as
          you open it or choose another period.
        </List.Item>
        <List.Item>
          Power BI Reports lists the embedded business-intelligence reports; open one to view it.
        </List.Item>
        <List.Item>
          Insights' Utilization Against Target chart draws a team's or a person's utilization per period
          beside the target (choose which in Show); Table lists the figures, and the Allocation Report lists
          the hours behind them.
        </List.Item>
      </List>
    </HelpSection>
  );
}
