import type { Page } from '@playwright/test';
import { expect, expectNoAccessibilityViolations, signInAs, test } from './fixtures';

/** Fetches a feed's address as a calendar app would: no session, just the link. */
async function fetchFeed(page: Page, url: string) {
  const response = await page.context().request.get(url, { headers: { cookie: '' } });
  return { status: response.status(), type: response.headers()['content-type'], body: await response.text() };
}

test("a team lead gets a secret link to their team's time off, resets it and turns it off", async ({
  page,
}) => {
  await signInAs(page, 'manager@example.com', '/pto');
  const card = page.getByRole('region', { name: 'Calendar Links' });
  await expect(card.getByRole('group', { name: 'My time off' })).toBeVisible();
  const team = card.getByRole('group', { name: "My team's time off" });
  await expect(team.getByText('No link')).toBeVisible();

  await team.getByRole('button', { name: 'Get Link' }).click();
  const link = team.getByRole('textbox', { name: "Link for my team's time off" });
  await expect(link).toHaveValue(/\/api\/ical\?token=[\w-]{43}$/);
  // A link just made is there to be copied: its button has the focus, so Enter copies it.
  const copyLink = team.getByRole('button', { name: 'Copy Link' });
  await expect(copyLink).toBeFocused();
  await expect(team.getByText(/^Link on since /)).toBeVisible();
  const first = await link.inputValue();
  const feed = await fetchFeed(page, first);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.body).toContain('BEGIN:VCALENDAR');
  expect(feed.body).toContain("X-WR-CALNAME:Megan Brooks's team: time off");
  await expectNoAccessibilityViolations(page);

  await team.getByRole('button', { name: 'Reset Link' }).click();
  await page
    .getByRole('dialog', { name: 'Reset Calendar Link' })
    .getByRole('button', { name: 'Reset Link' })
    .click();
  await expect(link).not.toHaveValue(first);
  await expect(copyLink).toBeFocused();
  const second = await link.inputValue();
  expect((await fetchFeed(page, first)).status).toBe(404);
  expect((await fetchFeed(page, second)).status).toBe(200);

  await team.getByRole('button', { name: 'Turn Off' }).click();
  await page
    .getByRole('dialog', { name: 'Turn Off Calendar Link' })
    .getByRole('button', { name: 'Turn Off' })
    .click();
  await expect(page.getByText('The calendar link was turned off.')).toBeVisible();
  await expect(team.getByText('No link')).toBeVisible();
  await expect(link).toHaveCount(0);
  expect((await fetchFeed(page, second)).status).toBe(404);
});
