import { List } from '@mantine/core';
import { HelpSection } from './help-section';

export function ReportsHelp() {
  return (
    <HelpSection id="help-reports" title="Reports">
      <List spacing="xs">
        <List.Item>
          Reports offers the Accounting, Allocation, General Project Time, Project Time and Timesheets Not
          Submitted reports.
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
      </List>
    </HelpSection>
  );
}
