import type { DevOutboxMail } from '@timekeep/shared/schemas/dev-outbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Web addresses in escaped text become links (the escaped text holds no quote or angle bracket). */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s&]+(?:&#38;[^\s&]+)*/g, (url) => `<a href="${url}">${url}</a>`);

/** The development outbox page: every kept email, newest first, as its plain text. */
export function renderDevOutboxPage(mails: readonly DevOutboxMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> from ${escapeHtml(mail.from)}, <time datetime="${escapeHtml(mail.sentAt)}">${escapeHtml(mail.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n');
  const empty =
    '<p>No email yet. Submit a timesheet or answer a request, and the message to the person told of it appears here within seconds.</p>';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="refresh" content="10">
  <title>Development outbox - Timekeep</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f1f3f5; margin: 0; color: #212529; }
    main { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
    h1 { font-size: 1.4rem; }
    article { background: #fff; padding: 1rem 1.5rem; border-radius: 8px; margin-bottom: 1rem;
      box-shadow: 0 1px 3px rgba(0,0,0,.15); }
    h2 { font-size: 1.1rem; margin: 0 0 .25rem; }
    .meta { color: #495057; font-size: .9rem; margin: 0 0 .5rem; }
    pre { white-space: pre-wrap; font-family: inherit; margin: 0; }
    a { color: #1864ab; }
  </style>
</head>
<body>
<main>
  <h1>Development outbox</h1>
  <p>Without <code>SMTP_URL</code>, Timekeep keeps the emails it would send here instead (newest first; the page refreshes itself every 10 seconds).</p>
  ${mails.length === 0 ? empty : items}
</main>
</body>
</html>
`;
}
