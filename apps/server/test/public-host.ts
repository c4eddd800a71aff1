import type { InjectOptions } from 'fastify';
import type { App } from '../src/app';

/**
 * Requests by `app.inject` name the host of the app's PUBLIC_URL unless a test names another, as a browser
 * that opened PUBLIC_URL does (the development sign-in refuses any other Host). Light-my-request would send
 * `localhost:80`.
 */
export function reachedAtPublicUrl(app: App, publicUrl: string) {
  const publicHost = new URL(publicUrl).host;
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const asked = typeof options === 'string' ? { url: options } : options;
    return inject({ ...asked, headers: { host: publicHost, ...asked.headers } });
  }) as App['inject'];
}
