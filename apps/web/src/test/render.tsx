import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CurrentUser } from '@timekeep/shared/schemas/auth';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { lookupKeys } from '../lib/lookups/query-keys';
import { createQueryClient } from '../lib/query-client';

interface RenderOptions {
  /** Screens inside the sign-in guard read the signed-in user from the cache: this puts one there. */
  signedInAs?: CurrentUser;
}

export function renderWithProviders(ui: ReactNode, { signedInAs }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  if (signedInAs) queryClient.setQueryData(lookupKeys.currentUser, { currentUser: signedInAs, error: null });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Notifications />
        {ui}
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}

export function renderRoutes(routes: RouteObject[], initialPath: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = renderWithProviders(<RouterProvider router={router} />, options);
  return { ...view, router };
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers each API path the test names (given the whole address, to read its query, and the call's options, to
 * tell a list's GET from the POST that adds to it); any other call fails the test loudly.
 */
export function stubApi(answers: Record<string, (url: URL, init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`Unexpected API call: ${url.pathname}`);
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const demoUsers = {
  employee: {
    id: 1,
    name: 'Erin Employee',
    email: 'employee@example.com',
    roles: ['employee'],
    contractor: false,
    manager: false,
    startDate: '2020-01-06',
  },
  contractor: {
    id: 2,
    name: 'Casey Contractor',
    email: 'contractor@example.com',
    roles: ['employee'],
    contractor: true,
    manager: false,
    startDate: '2021-03-01',
  },
  manager: {
    id: 3,
    name: 'Morgan Manager',
    email: 'manager@example.com',
    roles: ['employee'],
    contractor: false,
    manager: true,
    startDate: '2018-05-14',
  },
  admin: {
    id: 4,
    name: 'Alex Admin',
    email: 'admin@example.com',
    roles: ['admin', 'employee'],
    contractor: false,
    manager: false,
    startDate: '2017-02-01',
  },
  reports: {
    id: 5,
    name: 'Riley Reports',
    email: 'reports@example.com',
    roles: ['reports'],
    contractor: false,
    manager: false,
    startDate: null,
  },
} satisfies Record<string, CurrentUser>;
