import { List } from '@mantine/core';
import { HelpSection } from './help-section';

export function AdminHelp() {
  return (
    <HelpSection id="help-admin" title="Admin">
      <List spacing="xs">
        <List.Item>
          Users lists everyone, filtered by a name search and by whether they are active (active by default).
        </List.Item>
        <List.Item>
          View Timesheet opens a person's timesheet read-only, with a period selector and its Comments and
          History.
        </List.Item>
      </List>
    </HelpSection>
  );
}
