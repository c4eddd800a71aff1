import { DEMO_ACCOUNTS } from './demo-accounts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The development identity provider's sign-in page: an Email field, a Sign in button, the demo accounts. */
export function renderLoginPage(options: { action: string; error?: string; email?: string }): string {
  const action = escapeHtml(options.action);
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `<li>
        <form method="post" action="${action}">
          <input type="hidden" name="email" value="${escapeHtml(account.email)}">
          <button type="submit" class="account">${escapeHtml(account.email)}</button>
          <span class="hint">${escapeHtml(account.description)}</span>
        </form>
      </li>`,
  ).join('\n');
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in - Development identity provider</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f1f3f5; margin: 0; }
    main { max-width: 28rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px;
      box-shadow: 0 1px 3px rgba(0,0,0,.15); }
    h1 { font-size: 1.4rem; margin-top: 0; }
    label { display: block; font-weight: 600; margin-bottom: .25rem; }
    input[type=email] { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; }
    button { cursor: pointer; font-size: 1rem; }
    .primary { margin-top: .75rem; padding: .5rem 1rem; background: #1c7ed6; color: #fff; border: 0; border-radius: 4px; }
    ul { list-style: none; padding: 0; }
    li form { display: flex; gap: .5rem; align-items: baseline; margin: .25rem 0; }
    .account { background: none; border: 0; color: #1c7ed6; text-decoration: underline; padding: 0; }
    .hint { color: #666; font-size: .85rem; }
    .error { color: #c92a2a; }
    :focus-visible { outline: 2px solid #1c7ed6; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Development sign-in</h1>
    <p>This identity provider is for development only. Sign in as any email address.</p>
    ${error}
    <form method="post" action="${action}">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" required autocomplete="username" autofocus value="${escapeHtml(options.email ?? '')}">
      <button type="submit" class="primary">Sign in</button>
    </form>
    <h2>Demo accounts</h2>
    <ul>
      ${accounts}
    </ul>
  </main>
</body>
</html>`;
}
