/** What an email is made from: the notification as written when the change happened. */
export interface NotificationForEmail {
  subject: string;
  body: string | null;
  /** An app path (`/team/...`). */
  link: string;
  recipientFirstName: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The email of a notification: its subject as the subject, the note (when there is one) and the link to
 * where it is handled, made absolute with the app's public URL. Plain text, and simple HTML with every value
 * escaped.
 */
export function composeNotificationEmail(notification: NotificationForEmail, publicUrl: string) {
  const url = `${publicUrl}${notification.link}`;
  const greeting = `Hello ${notification.recipientFirstName},`;
  const text = [
    greeting,
    '',
    notification.subject,
    ...(notification.body ? ['', notification.body] : []),
    '',
    `Open it in Timekeep: ${url}`,
    '',
  ].join('\n');
  const note = notification.body
    ? `<blockquote style="white-space: pre-wrap; border-left: 3px solid #ced4da; margin: 1em 0; padding-left: 1em">${escapeHtml(notification.body)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(notification.subject)}</title></head>
<body style="font-family: system-ui, sans-serif; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(notification.subject)}</p>
${note}
<p><a href="${escapeHtml(url)}">Open it in Timekeep</a></p>
</body>
</html>
`;
  // A header holds one line: a subject never carries a line break into the mail's headers.
  return { subject: notification.subject.replace(/\s+/g, ' ').trim(), text, html };
}
