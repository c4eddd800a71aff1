import { List, Text } from '@mantine/core';
import { HelpSection } from './help-section';

export function TeamHelp() {
  return (
    <HelpSection id="help-team" title="Team (managers)">
      <List spacing="xs">
        <List.Item>
          Pending lists your team's timesheets and time-off requests waiting for you, with total hours,
          capacity, billable hours, utilization and time off. Capacity is 8 hours a working day less approved
          time off; time off still waiting for an answer is marked pending.
        </List.Item>
        <List.Item>
          Time lists your team's timesheets for a period. Open one to review it: approve or reject (with a
          note) a pending timesheet, unapprove an approved one, or submit an unsubmitted or rejected one on
          the employee's behalf. Days of time off are marked in the grid's head (green approved, a dashed
          border waiting for approval), and days with more hours logged than the time off leaves are listed
          above it before you approve. Approved time off shows as a locked row per leave type, counted in the
          total hours.
        </List.Item>
        <List.Item>
          Utilization shows each member's utilization (billable hours over capacity) beside their target, such
          as 40% / 80%, and says when it is below, on or above it; — means no target. Above the list, the
          team's utilization for the period: everyone's billable hours over everyone's capacity, against the
          members' targets weighted by their capacity.
        </List.Item>
        <List.Item>
          'Time off changed since submission' marks a timesheet, in the lists and above its grid, when
          approved time off on its days was approved, edited, deleted or unapproved after it was submitted or
          approved; you and the employee are told. Check the time-off rows before you decide; the mark goes at
          the timesheet's next change of status.
        </List.Item>
        <List.Item>
          Time Off shows each team member's time off for a year. Open a person to see their requests and
          answer one (a comment is required when rejecting, up to 200 characters), or select several and
          approve or reject them together (a bulk rejection needs a comment of 5 to 200 characters).
        </List.Item>
        <List.Item>
          Going away? Name a stand-in (the link beside the Team title): name another lead (or, where the
          company allows it, any employee) to stand in for some days. During those days they see your team's
          Pending lists as 'Acting for' you, and in 'Viewing as' on Time, and may do what you do on your team,
          never on their own timesheet or time off; each decision reads 'their name for yours' in History, the
          audit log and the employee's message. When the days end you get one message listing what they
          decided. End a stand-in early from the same page.
        </List.Item>
      </List>
      <Text>
        Where you may act for a related manager, choose them in 'Viewing as' to see and answer their team's
        timesheets and time off; choose yourself to return to your own team.
      </Text>
    </HelpSection>
  );
}
