/** The fixed demo accounts of the run contract, listed on the development sign-in page and at start-up. */
export const DEMO_ACCOUNTS = [
  { email: 'employee@example.com', description: 'employee' },
  { email: 'contractor@example.com', description: 'contractor' },
  { email: 'manager@example.com', description: 'manager (may view as manager2)' },
  { email: 'manager2@example.com', description: 'manager' },
  { email: 'admin@example.com', description: 'admin and employee' },
  { email: 'reports@example.com', description: 'reports only' },
  { email: 'newhire@example.com', description: 'employee without a start date' },
  { email: 'norole@example.com', description: 'no role: sign-in is refused' },
] as const;
