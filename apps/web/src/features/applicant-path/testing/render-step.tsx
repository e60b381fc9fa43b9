/** Renders the step screens in a memory router with a fresh query cache and a mocked API (unit tests only). */
import type { Account, PortalDocument, UnitDetail } from '@portal/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProvider } from '../../../app/provider';
import { installFetch, json } from '../../../testing/mock-fetch';
import { AbilitiesStep } from '../components/abilities/abilities-step';
import { InfoStep } from '../components/info/info-step';
import { InterviewStep } from '../components/interview/interview-step';
import { SearchStep } from '../components/search/search-step';

type Reply = Response | ((call: { body: unknown }) => Response | Promise<Response>);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.hash}`}</output>;
}

function withLocation(Component: () => ReactNode) {
  return function Screen() {
    return (
      <>
        <Component />
        <Where />
      </>
    );
  };
}

export function renderStep(
  path: string,
  {
    account,
    units = [],
    documents = [],
    patch,
    metadata,
  }: {
    account: Account;
    units?: UnitDetail[];
    documents?: PortalDocument[];
    /** Answer of `PATCH /v1/account`; default: the account with the body merged in. */
    patch?: Reply | Reply[];
    metadata?: Reply | Reply[];
  },
) {
  document.cookie = 'XSRF-TOKEN=xsrf-test';
  let current = account;
  const api = installFetch({
    'GET /v1/account': () => json(200, current),
    'GET /v1/unit': json(200, units),
    'GET /v1/documents': json(200, documents),
    'PATCH /v1/account':
      patch ??
      ((call) => {
        current = { ...current, ...(call.body as Partial<Account>) };
        return json(200, current);
      }),
    'PUT /v1/metadata':
      metadata ??
      ((call) => {
        current = { ...current, metadata: { ...current.metadata, ...(call.body as object) } };
        return json(200, { metadata: current.metadata });
      }),
  });
  const routes = (['ds', 'fs'] as const).flatMap((area) => [
    { path: `/${area}/application/abilities/:step?`, Component: withLocation(AbilitiesStep) },
    { path: `/${area}/application/info/:step?`, Component: withLocation(InfoStep) },
    { path: `/${area}/application/interview/:step?`, Component: withLocation(InterviewStep) },
    { path: `/${area}/application/search/:step?`, Component: withLocation(SearchStep) },
    { path: `/${area}`, Component: withLocation(() => <p>home</p>) },
    { path: '*', Component: withLocation(() => <p>elsewhere</p>) },
  ]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, api, router, client };
}
