import { APP_VERSION } from '@timekeep/shared/version';

let endpoint: string | null = null;

/** Turns analytics on when the server names an endpoint; with none, nothing is ever sent. */
export function startAnalytics(analyticsUrl: string | null): void {
  endpoint = analyticsUrl;
}

export function track(event: string, props: Record<string, unknown> = {}): void {
  if (!endpoint) return;
  const payload = { event, props, version: APP_VERSION, timestamp: new Date().toISOString() };
  navigator.sendBeacon(endpoint, JSON.stringify(payload));
}

export function trackPageView(path: string): void {
  track('page_view', { path });
}
