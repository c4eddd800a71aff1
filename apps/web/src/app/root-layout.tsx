import { Outlet } from 'react-router';
import { Telemetry } from './telemetry';

export function RootLayout() {
  return (
    <>
      <Telemetry />
      <Outlet />
    </>
  );
}
