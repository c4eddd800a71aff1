import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, trackPageView } from '../lib/analytics';
import { startErrorReporting } from '../lib/error-reporting';
import { usePublicConfig } from '../lib/lookups/get-public-config';

/** Starts error reporting and analytics once the server says they are configured, then records page views. */
export function Telemetry() {
  const { data: config } = usePublicConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!config) return;
    startAnalytics(config.analyticsUrl);
    void startErrorReporting(config.sentryDsn);
  }, [config]);

  useEffect(() => {
    if (config) trackPageView(pathname);
  }, [config, pathname]);

  return null;
}
