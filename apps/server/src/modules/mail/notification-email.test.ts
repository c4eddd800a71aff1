import { describe, expect, it } from 'vitest';
import { composeNotificationEmail } from './notification-email';

const PUBLIC_URL = 'https://timekeep.example.com';

describe('composeNotificationEmail', () => {
  it('says what happened, the note, and where it is handled, as an absolute link', () => {
    const email = composeNotificationEmail(
      {
        subject: 'Sam Lee approved your time off, Dec 24 - 26, 2026',
        body: 'Enjoy!',
        link: '/pto',
        recipientFirstName: 'Ada',
      },
      PUBLIC_URL,
    );
    expect(email.subject).toBe('Sam Lee approved your time off, Dec 24 - 26, 2026');
    expect(email.text).toBe(
      'Hello Ada,\n\nSam Lee approved your time off, Dec 24 - 26, 2026\n\nEnjoy!\n\nOpen it in Timekeep: https://timekeep.example.com/pto\n',
    );
    expect(email.html).toContain('<a href="https://timekeep.example.com/pto">Open it in Timekeep</a>');
    expect(email.html).toContain('padding-left: 1em">Enjoy!</blockquote>');
  });

  it('leaves the note out when there is none, and escapes every value in the HTML', () => {
    const email = composeNotificationEmail(
      {
        subject: '<script>alert(1)</script> submitted',
        body: null,
        link: '/team?a=1&b="2"',
        recipientFirstName: "O'Neil <b>",
      },
      PUBLIC_URL,
    );
    expect(email.text).toBe(
      'Hello O\'Neil <b>,\n\n<script>alert(1)</script> submitted\n\nOpen it in Timekeep: https://timekeep.example.com/team?a=1&b="2"\n',
    );
    // Nothing stands between the subject and the link where the note would be.
    expect(email.html).toContain('<p>&#60;script&#62;alert(1)&#60;/script&#62; submitted</p>\n\n<p><a href=');
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<blockquote');
    expect(email.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; submitted');
    expect(email.html).toContain('Hello O&#39;Neil &#60;b&#62;,');
    expect(email.html).toContain('href="https://timekeep.example.com/team?a=1&#38;b=&#34;2&#34;"');
  });

  it('keeps the subject on one line, whatever the notification holds', () => {
    const email = composeNotificationEmail(
      { subject: 'Approved\r\nBcc: someone@example.com', body: null, link: '/', recipientFirstName: 'A' },
      PUBLIC_URL,
    );
    expect(email.subject).toBe('Approved Bcc: someone@example.com');
    const padded = composeNotificationEmail(
      { subject: '\n  Approved\t\r\n', body: null, link: '/', recipientFirstName: 'A' },
      PUBLIC_URL,
    );
    expect(padded.subject).toBe('Approved');
  });
});
