import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics, track, trackPageView } from './analytics';

function stubBeacon() {
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
  return sendBeacon;
}

afterEach(() => startAnalytics(null));

describe('analytics', () => {
  it('sends nothing while no analytics endpoint is configured', () => {
    const sendBeacon = stubBeacon();

    track('timesheet_saved');
    trackPageView('/timesheets');

    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends events as JSON beacons to the configured endpoint', () => {
    const sendBeacon = stubBeacon();
    startAnalytics('https://analytics.example.com/events');

    trackPageView('/pto/current');

    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://analytics.example.com/events');
    expect(JSON.parse(body)).toMatchObject({
      event: 'page_view',
      props: { path: '/pto/current' },
      version: '4.0.0',
    });
  });
});
