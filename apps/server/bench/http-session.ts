/**
 * Signs in through the app's own OpenID Connect flow over HTTP (the development identity provider), as a
 * browser would: login, the provider's form, the callback. Answers the Cookie header of the session.
 */
export async function signInOverHttp(base: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  let response = await fetch(`${base}/api/auth/login?return_to=%2F`, { redirect: 'manual' });
  keep(response);
  for (let hop = 0; hop < 12; hop += 1) {
    if (response.status === 200) {
      const action = /<form method="post" action="([^"]+)"/.exec(await response.text())?.[1];
      if (!action) throw new Error(`no sign-in form for ${email}`);
      response = await fetch(new URL(action, base), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      });
      keep(response);
      continue;
    }
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) break;
    const target = new URL(location, base);
    if (!target.pathname.startsWith('/oidc') && !target.pathname.startsWith('/api/auth')) {
      const session = [...jar].find(([name]) => name.endsWith('timekeep_session'));
      if (!session) throw new Error(`sign-in of ${email} ended at ${target.pathname} without a session`);
      return `${session[0]}=${session[1]}`;
    }
    response = await fetch(target, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(response);
  }
  const answer = (await response.text()).slice(0, 300);
  throw new Error(`sign-in of ${email} did not finish (${response.status}): ${answer}`);
}
