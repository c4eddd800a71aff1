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
          Offices keeps each office's name and time zone (Edit changes them) and its own holidays by year, on
          top of the company's: a person has the holidays of the office they are in on each day. An office
          someone ever belonged to cannot be deleted.
        </List.Item>
        <List.Item>
          Blackout Days lists, by year, the days on which no new time off may be asked for: the whole
          company's, or one office's people's. A request touching one is refused with the blackout's reason;
          requests made before it stay. Add Blackout sets the office, the dates and the reason.
        </List.Item>
        <List.Item>
          On a person's page, Office lists the offices they moved to and from which day, the current one
          marked. Move to Office moves them from a day on (from then, that office's holidays are theirs), and
          Undo takes a move back.
        </List.Item>
        <List.Item>
          Accrual Policies says how balances grow: each policy accrues one leave type, twice a month, monthly
          or yearly up front, in days a year by years since the start date (15 days a year, 20 after 3 years),
          from some days after the start date, prorated for a start or end part-way through a period. A
          balance cap stops accruals, and at year end at most the carry-over cap moves to the new year, gone
          after its expiry day when not taken. A policy may be the default for employees or for contractors; a
          policy that has posted accruals cannot be deleted.
        </List.Item>
        <List.Item>
          On Balances, History shows how a person's balance of a type came to be in a year, line by line with
          the balance after each; Adjust adds hours (or removes them, with a minus) with a reason that the
          history and the audit log keep. With one person chosen, their accrual policy per leave type can be
          set: the company default, no accrual, or a policy of their own.
        </List.Item>
        <List.Item>
          Utilization Targets sets a default utilization target by department and by job title (0 to 200%). On
          a person's page, Utilization target shows the target that counts for them and where it comes from,
          and sets their own: their own comes first, then their job title's default, then their department's.
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
