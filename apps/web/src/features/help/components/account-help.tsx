import { List, Text } from '@mantine/core';
import { HelpSection } from './help-section';

export function AccountHelp() {
  return (
    <HelpSection id="help-account" title="Signing in and out">
      <List spacing="xs">
        <List.Item>
          Sign in with the company's single sign-on from the sign-in page. Afterwards you return to the page
          you were trying to open.
        </List.Item>
        <List.Item>
          If the sign-in page says 'Sorry, you are not enabled to login to this application', your account has
          no role in Timekeep yet: ask HR or an administrator to enable it.
        </List.Item>
        <List.Item>Log Out, at the right of the header, ends your session.</List.Item>
        <List.Item>
          After 24 hours without activity you are signed out automatically and asked to sign in again.
        </List.Item>
      </List>
      <Text size="sm" c="gray.7">
        The header shows the areas your role gives you: Time Off is not shown to contractors, Team only to
        managers, and Admin only to administrators.
      </Text>
    </HelpSection>
  );
}
