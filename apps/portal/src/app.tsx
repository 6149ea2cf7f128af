import { AppShell, Burger, Button, Center, Group, Loader, NativeSelect, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, NavLink as RouterLink, Outlet, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, session as sessionApi, setCsrfToken, setSignedOutHandler } from './api';
import { ErrorNotice } from './components';
import { PortalContext, PortalContextValue } from './customer';
import { ActivityPage } from './pages/activity';
import { ApiAccessPage } from './pages/api-access';
import { CreditPage } from './pages/credit';
import { InvoicePage } from './pages/invoice';
import { OverviewPage } from './pages/overview';
import { PaymentsPage } from './pages/payments';
import { SignInPage } from './pages/sign-in';
import { StatementsPage } from './pages/statements';
import type { PortalSession } from './types';

/** The pages of one merchant relationship, under `/portal/customers/{customer_id}/`. */
const PAGES = [
  { path: '', label: 'Overview' },
  { path: 'statements', label: 'Statements' },
  { path: 'activity', label: 'Disputes and promises' },
  { path: 'payments', label: 'Payments' },
  { path: 'credit', label: 'Credit line' },
];

export function App() {
  return (
    <BrowserRouter basename="/portal">
      <SessionGate />
    </BrowserRouter>
  );
}

/** Finds out who is signed in, then shows the sign-in page or the portal. */
function SessionGate() {
  const [session, setSession] = useState<PortalSession | null | undefined>(undefined);
  const [failure, setFailure] = useState<ApiError>();
  const navigate = useNavigate();

  const adopt = useCallback((value: PortalSession | null) => {
    setCsrfToken(value?.csrf_token ?? '');
    setSession(value);
  }, []);

  useEffect(() => {
    setSignedOutHandler(() => adopt(null));
    sessionApi.current().then(
      (value) => adopt(value.signed_in ? value : null),
      (error: unknown) => {
        if (error instanceof ApiError && error.status !== 401) setFailure(error);
        adopt(null);
      },
    );
  }, [adopt]);

  const signOut = useCallback(async () => {
    await sessionApi.signOut().catch(() => undefined);
    adopt(null);
    void navigate('/', { replace: true });
  }, [adopt, navigate]);

  if (session === undefined) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the buyer portal" />
      </Center>
    );
  }
  if (!session) return <SignInPage problem={failure} />;
  if (session.customers.length === 0) {
    return (
      <Center mih="100vh" p="md" component="main">
        <Paper withBorder shadow="sm" p="xl" radius="md" w={460}>
          <Stack>
            <Title order={1} size="h2">
              No account to show
            </Title>
            <Text size="sm">{session.email} reaches no customer account of a merchant now. Ask the merchant that invoices you to add this address.</Text>
            <Button variant="default" onClick={() => void signOut()}>
              Sign out
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  const first = session.customers[0].customer_id;
  return (
    <Routes>
      <Route path="customers/:customerId" element={<Layout session={session} signOut={signOut} />}>
        <Route index element={<OverviewPage />} />
        <Route path="invoices/:invoiceId" element={<InvoicePage />} />
        <Route path="statements" element={<StatementsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="credit" element={<CreditPage />} />
        <Route path="settings/api-access" element={<ApiAccessPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route path="*" element={<Navigate to={`/customers/${first}`} replace />} />
    </Routes>
  );
}

function NotFound() {
  return <ErrorNotice error={new ApiError(404, 'not_found_error', 'There is no such page. Pick one from the menu.')} />;
}

/** The frame of a signed-in page: the account picker, the pages of that account, sign-out. */
function Layout({ session, signOut }: { session: PortalSession; signOut: () => Promise<void> }) {
  const [opened, { toggle, close }] = useDisclosure();
  const { customerId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const customer = session.customers.find((candidate) => candidate.customer_id === customerId);
  const context = useMemo<PortalContextValue | null>(() => (customer ? { session, customer, signOut } : null), [session, customer, signOut]);
  if (!context) {
    // An account this session does not reach (another person's link, one the merchant removed).
    return <Navigate to={`/customers/${session.customers[0].customer_id}`} replace />;
  }
  const pick = (next: string) => {
    // The same page of the other account, unless it is one record's detail (which belongs to this one).
    const rest = location.pathname.replace(/^\/customers\/[^/]+\/?/, '');
    void navigate(`/customers/${next}${rest.startsWith('invoices/') ? '' : rest ? `/${rest}` : ''}`);
  };
  return (
    <PortalContext.Provider value={context}>
      <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
        <AppShell.Header>
          <Group h={64} px="md" justify="space-between" wrap="nowrap">
            <Group wrap="nowrap">
              <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
              <Text fw={700}>Netline</Text>
              {session.customers.length > 1 ? (
                <NativeSelect
                  aria-label="Account"
                  size="xs"
                  value={customer!.customer_id}
                  onChange={(event) => pick(event.currentTarget.value)}
                  data={session.customers.map((option) => ({
                    value: option.customer_id,
                    label: `${option.business_name} · ${option.merchant_name}`,
                  }))}
                />
              ) : (
                <Text c="gray.7" size="sm">
                  {customer!.business_name} · {customer!.merchant_name}
                </Text>
              )}
            </Group>
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" visibleFrom="sm">
                {session.email}
              </Text>
              <Button size="xs" variant="default" onClick={() => void signOut()}>
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Main">
          {PAGES.map((page) => (
            <NavLink
              key={page.path}
              component={RouterLink}
              to={`/customers/${customer!.customer_id}${page.path ? `/${page.path}` : ''}`}
              end={page.path === ''}
              label={page.label}
              // The page on screen in the primary fill (text picked by its luminance): the light
              // variant's tinted label falls short of AA contrast on its tinted background.
              variant="filled"
              onClick={close}
            />
          ))}
          {/* The address's own settings: the same whichever account is picked. */}
          <Text size="xs" fw={700} c="gray.7" tt="uppercase" mt="md" mb={4} px="sm">
            Settings
          </Text>
          <NavLink component={RouterLink} to={`/customers/${customer!.customer_id}/settings/api-access`} label="API access" variant="filled" onClick={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </PortalContext.Provider>
  );
}
