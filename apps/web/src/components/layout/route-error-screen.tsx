import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../../lib/error-reporting';
import { ErrorScreen } from './error-screen';

/** The router's error element: reports what a route threw and shows the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen />;
}
