import { List, Text, Title } from '@mantine/core';
import { HelpSection } from './help-section';

export function TimeOffHelp() {
  return (
    <HelpSection id="help-time-off" title="Time Off">
      <Text>
        Time Off (for employees) lists your requests under 'Current & Upcoming' and 'History', with a year
        selector for past years. The cards at the top show your approved time off for the year, your time off
        so far this year, and the office closures you have requested out of your balance, in days of 8 hours.
      </Text>

      <Title order={3} size="h5">
        Requesting time off
      </Title>
      <List spacing="xs">
        <List.Item>
          Press 'Request Time Off' and choose the reason, whether it is part of a day or several days, and the
          dates (MM/DD/YYYY). Requests can be made from the start of last year to the end of next year; office
          closures only within this year.
        </List.Item>
        <List.Item>
          Write a comment ('Comment (Required)', up to 200 characters) and tick the box confirming that your
          customer and/or engagement manager approves the request.
        </List.Item>
        <List.Item>
          A request may not overlap one you already have: edit the existing request instead.
        </List.Item>
      </List>

      <Title order={3} size="h5">
        How the duration is counted
      </Title>
      <List spacing="xs">
        <List.Item>
          Part of a day: the hours you choose, in half-hour steps up to your hours per workday. A whole day is
          requested as days, not as a part of a day.
        </List.Item>
        <List.Item>
          Several days: the working days in the range times your hours per workday (8, 10, 12 or 14; 8 by
          default). Weekends count only when you include them, holidays never; both dates must be in the same
          year.
        </List.Item>
        <List.Item>An office closure is always part of a day of 8 hours.</List.Item>
      </List>

      <Title order={3} size="h5">
        Balances
      </Title>
      <List spacing="xs">
        <List.Item>
          Leave other than PTO cannot exceed its balance, and office closures cannot exceed your
          office-closure balance.
        </List.Item>
        <List.Item>
          At most 2 weeks of paid parental leave may be combined with 2 weeks of Flexible PTO, for up to 4
          weeks. The minimum for PTO is 80 hours per year.
        </List.Item>
        <List.Item>
          History, beside each balance, shows how it came to be in the year you choose: what accrued under
          your accrual policy (named at the top), what carried over from last year and what of that expired,
          HR's adjustments with their reasons, and the time off you took, oldest first, each with the balance
          after it. Requests still waiting for an answer are not in the balance yet; their hours are noted
          below.
        </List.Item>
        <List.Item>
          Once you choose a reason and a start date, the request form shows your balance on that day,
          including what will still accrue until then. Leave other than PTO is checked against that balance.
        </List.Item>
      </List>

      <Title order={3} size="h5">
        Editing and deleting
      </Title>
      <List spacing="xs">
        <List.Item>
          Each request's options menu offers Edit (except for office closures) and Delete, which asks you to
          confirm.
        </List.Item>
        <List.Item>
          Editing an approved request sends it back to your team lead for approval. A rejected request shows
          your manager's comment.
        </List.Item>
      </List>
    </HelpSection>
  );
}
