import type { SessionView } from '@netline/contracts';
import { Alert, AppShell, Badge, Burger, Button, Center, Group, Loader, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, NavLink as RouterLink, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApiError, session as sessionApi, setCsrfToken, setSignedOutHandler } from './api';
import { ErrorNotice } from './components';
import { CollectionsPage } from './pages/collections';
import { CustomersPage } from './pages/customers';
import { EmailsPage } from './pages/emails';
import { IntegrationsPage } from './pages/integrations';
import { InvoicesPage } from './pages/invoices';
import { PaymentsPage } from './pages/payments';
import { PayoutsPage } from './pages/payouts';
import { ReportsPage } from './pages/reports';
import { SandboxPage } from './pages/sandbox';
import { ShipmentsPage } from './pages/shipments';
import { SignInPage } from './pages/sign-in';
import { TeamPage } from './pages/team';
import { WebhooksPage } from './pages/webhooks';
import { SessionContext, SessionContextValue, useSession } from './session';

const PAGES = [
  { path: 'customers', label: 'Customers' },
  { path: 'invoices', label: 'Invoices' },
  { path: 'collections', label: 'Collections' },
  { path: 'emails', label: 'Emails' },
  { path: 'payments', label: 'Payments' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'shipments', label: 'Shipments' },
  { path: 'reports', label: 'Reports' },
  { path: 'webhooks', label: 'Webhooks' },
  { path: 'settings/integrations', label: 'Settings › Integrations' },
  { path: 'team', label: 'Team' },
];

export function App() {
  return (
    <BrowserRouter basename="/dashboard">
      <SessionGate />
    </BrowserRouter>
  );
}

/** Finds out who is signed in, then shows the sign-in page or the dashboard. */
function SessionGate() {
  const [session, setSession] = useState<SessionView | null | undefined>(undefined);
  const [failure, setFailure] = useState<ApiError>();
  const navigate = useNavigate();
  const location = useLocation();

  const adopt = useCallback((value: SessionView | null) => {
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
    navigate('/sign-in');
  }, [adopt, navigate]);

  const context = useMemo<SessionContextValue | null>(
    () => (session ? { session, canWrite: session.user.role === 'admin', sandbox: session.environment === 'sandbox', signOut } : null),
    [session, signOut],
  );

  if (session === undefined) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the dashboard" />
      </Center>
    );
  }
  if (!context) {
    return (
      <Routes>
        <Route
          path="/sign-in"
          element={
            <SignInPage
              problem={failure}
              onSignedIn={(value) => {
                adopt(value);
                const from = (location.state as { from?: string } | null)?.from;
                navigate(from && from !== '/sign-in' ? from : '/settings/integrations', { replace: true });
              }}
            />
          }
        />
        <Route path="*" element={<Navigate to="/sign-in" replace state={{ from: location.pathname }} />} />
      </Routes>
    );
  }
  return (
    <SessionContext.Provider value={context}>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/settings/integrations" replace />} />
          <Route path="sign-in" element={<Navigate to="/settings/integrations" replace />} />
          <Route path="settings/integrations" element={<IntegrationsPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="collections" element={<CollectionsPage />} />
          <Route path="emails" element={<EmailsPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="shipments" element={<ShipmentsPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="sandbox" element={context.sandbox ? <SandboxPage /> : <NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </SessionContext.Provider>
  );
}

function NotFound() {
  return <ErrorNotice error={new ApiError(404, 'not_found_error', 'There is no such page. Pick one from the menu.')} />;
}

function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  const context = useSession();
  const pages = context.sandbox ? [...PAGES, { path: 'sandbox', label: 'Sandbox console' }] : PAGES;
  return (
    <AppShell header={{ height: context.sandbox ? 92 : 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        {context.sandbox && (
          <Alert color="orange" radius={0} py={6} role="status" aria-label="Sandbox">
            <Text size="sm" fw={600}>
              Sandbox — test data only; nothing here moves money.
            </Text>
          </Alert>
        )}
        <Group h={60} px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" />
            <Text fw={700}>Netline</Text>
            <Text c="gray.7" size="sm">
              {context.session.merchant.name}
            </Text>
          </Group>
          <Group gap="sm">
            <Text size="sm">{context.session.user.email}</Text>
            <Badge variant="light" color={context.canWrite ? 'indigo' : 'gray'}>
              {context.canWrite ? 'Admin' : 'Read only'}
            </Badge>
            <Button size="xs" variant="default" onClick={() => void context.signOut()}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        <ScrollArea>
          {pages.map((page) => (
            <NavLink key={page.path} component={RouterLink} to={`/${page.path}`} label={page.label} onClick={close} />
          ))}
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>
        <main>
          <Outlet />
        </main>
      </AppShell.Main>
    </AppShell>
  );
}
