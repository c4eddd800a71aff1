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
        <List.Item>
          A name opens the person to edit: details, team lead, roles, the leads they may view as, and
          Deactivate, which signs them out at once and keeps their history. New Person adds someone.
        </List.Item>
        <List.Item>
          Engagements (in the header) lists every engagement; each has its billing details, its roles with
          hourly rates and dates, and the people who hold each role. A new assignment shows the person a new
          time code alert.
        </List.Item>
        <List.Item>
          Clients, Departments, Additional Projects, Holidays, Periods and Balances keep the company's own
          data. Something that holds logged hours or approved timesheets cannot be deleted or moved past them:
          the screen says why, and ending it is the way instead.
        </List.Item>
        <List.Item>
          CSV Files exports each kind of data, and imports a file after a preview of what it creates and
          changes; a file with any bad line imports nothing, and every bad line is listed.
        </List.Item>
        <List.Item>
          Stand-ins names a stand-in for any lead who is away, ends one early, and sets whether any employee,
          not only another lead, may stand in.
        </List.Item>
        <List.Item>
          Audit Log shows who changed what and when (UTC), filtered by person, record and dates.
        </List.Item>
      </List>
    </HelpSection>
  );
}
