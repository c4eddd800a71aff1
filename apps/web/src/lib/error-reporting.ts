import { APP_VERSION } from '@timekeep/shared/version';

type Sentry = typeof import('@sentry/react');

let sentry: Sentry | null = null;

/**
 * Starts Sentry only when the server provides a DSN. The SDK is loaded on demand, so without a DSN
 * it is neither downloaded nor able to contact anyone.
 */
export async function startErrorReporting(dsn: string | null): Promise<void> {
  if (!dsn || sentry) return;
  const loaded = await import('@sentry/react');
  loaded.init({ dsn, environment: 'production', release: APP_VERSION });
  sentry = loaded;
}

export function reportError(error: unknown): void {
  sentry?.captureException(error);
}
