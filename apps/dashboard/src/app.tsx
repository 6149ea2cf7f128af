import type { SessionView } from '@netline/contracts';
import { Alert, AppShell, Badge, Burger, Button, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BrowserRouter, Navigate, NavLink as RouterLink, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApiError, session as sessionApi, setCsrfToken, setSignedOutHandler, setStepUpHandler } from './api';
import { AccountPage, RecoveryCodesModal, StepUpModal, TotpSetup } from './pages/account';
import { AcceptInvitationPage, ForgotPasswordPage, ResetPasswordPage } from './pages/account-links';
import { ErrorNotice } from './components';
import { AuditLogPage } from './pages/audit-log';
import { ApprovalsPage } from './pages/approvals';
import { CustomersPage } from './pages/customers';
import { DisputesPage } from './pages/disputes';
import { EmailsPage } from './pages/emails';
import { EventsPage } from './pages/events';
import { IntegrationsPage } from './pages/integrations';
import { InvoicesPage } from './pages/invoices';
import { PaymentsPage } from './pages/payments';
import { PayoutsPage } from './pages/payouts';
import { RequestLogPage } from './pages/request-log';
import { SandboxPage } from './pages/sandbox';
import { ShipmentsPage } from './pages/shipments';
import { PublicCard, SignInPage } from './pages/sign-in';
import { TeamPage } from './pages/team';
import { WebhooksPage } from './pages/webhooks';
import { SessionContext, SessionContextValue, useSession } from './session';

// The two pages that draw charts load with the charting library (most of the bundle's weight) when first
// opened, so every other page, and the sign-in, starts without parsing it.
const CollectionsPage = lazy(() => import('./pages/collections').then((module) => ({ default: module.CollectionsPage })));
const ReportsPage = lazy(() => import('./pages/reports').then((module) => ({ default: module.ReportsPage })));

/** A page loaded on demand, with a spinner while its code arrives. */
function Charted({ page }: { page: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {page}
    </Suspense>
  );
}

const PAGES = [
  { path: 'customers', label: 'Customers' },
  { path: 'invoices', label: 'Invoices' },
  { path: 'collections', label: 'Collections' },
  { path: 'disputes', label: 'Disputes' },
  { path: 'emails', label: 'Emails' },
  { path: 'payments', label: 'Payments' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'shipments', label: 'Shipments' },
  { path: 'reports', label: 'Reports' },
  { path: 'webhooks', label: 'Webhooks' },
  { path: 'events', label: 'Events' },
  { path: 'audit-log', label: 'Audit log' },
  { path: 'approvals', label: 'Approvals' },
  { path: 'request-log', label: 'Request log' },
  { path: 'settings/integrations', label: 'Settings › Integrations' },
  { path: 'team', label: 'Team' },
  { path: 'account', label: 'Account security' },
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
  const [notice, setNotice] = useState<string>();
  const [stepUp, setStepUp] = useState(false);
  const stepUpDone = useRef<(proved: boolean) => void>(undefined);
  const navigate = useNavigate();
  const location = useLocation();

  const adopt = useCallback((value: SessionView | null) => {
    setCsrfToken(value?.csrf_token ?? '');
    setSession(value);
  }, []);

  /** The session as the gateway sees it now (after enrolling an authenticator, say). */
  const refresh = useCallback(() => {
    sessionApi.current().then(
      (value) => adopt(value.signed_in ? value : null),
      () => undefined,
    );
  }, [adopt]);

  useEffect(() => {
    setSignedOutHandler(() => adopt(null));
    // Revealing or rotating a secret without a recent proof: ask for one, then the request goes again.
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          stepUpDone.current = resolve;
          setStepUp(true);
        }),
    );
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
    void navigate('/sign-in');
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
    const publicPaths = ['/sign-in', '/forgot-password', '/reset-password', '/accept-invitation'];
    return (
      <Routes>
        <Route
          path="/sign-in"
          element={
            <SignInPage
              problem={failure}
              notice={notice}
              onSignedIn={(value) => {
                setNotice(undefined);
                adopt(value);
                const from = (location.state as { from?: string } | null)?.from;
                void navigate(from && !publicPaths.includes(from) ? from : '/settings/integrations', { replace: true });
              }}
            />
          }
        />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="/reset-password"
          element={
            <ResetPasswordPage
              onDone={(message) => {
                setNotice(message);
                void navigate('/sign-in', { replace: true });
              }}
            />
          }
        />
        <Route
          path="/accept-invitation"
          element={
            <AcceptInvitationPage
              onAccepted={async (email, password) => {
                // The new person signs in at once with the password they chose.
                const value = await sessionApi.signIn(email, password);
                if (value.signed_in) {
                  adopt(value);
                  void navigate('/account', { replace: true });
                } else {
                  void navigate('/sign-in', { replace: true });
                }
              }}
            />
          }
        />
        <Route path="*" element={<Navigate to="/sign-in" replace state={{ from: location.pathname }} />} />
      </Routes>
    );
  }
  if (context.session.enrolment_required) {
    return <EnrolmentRequired onEnrolled={refresh} signOut={signOut} />;
  }
  return (
    <SessionContext.Provider value={context}>
      <StepUpModal
        opened={stepUp}
        totp={context.session.user.totp_enabled}
        onDone={(proved) => {
          setStepUp(false);
          stepUpDone.current?.(proved);
          stepUpDone.current = undefined;
        }}
      />
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/settings/integrations" replace />} />
          <Route path="sign-in" element={<Navigate to="/settings/integrations" replace />} />
          <Route path="settings/integrations" element={<IntegrationsPage />} />
          <Route path="webhooks" element={<WebhooksPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="collections" element={<Charted page={<CollectionsPage />} />} />
          <Route path="disputes" element={<DisputesPage />} />
          <Route path="emails" element={<EmailsPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="shipments" element={<ShipmentsPage />} />
          <Route path="reports" element={<Charted page={<ReportsPage />} />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
          <Route path="approvals" element={<ApprovalsPage />} />
          <Route path="request-log" element={<RequestLogPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="account" element={<AccountPage onSecurityChanged={refresh} />} />
          <Route path="reset-password" element={<Navigate to="/account" replace />} />
          <Route path="accept-invitation" element={<Navigate to="/account" replace />} />
          <Route path="sandbox" element={context.sandbox ? <SandboxPage /> : <NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </SessionContext.Provider>
  );
}

/** The merchant requires a second factor this person lacks: nothing but setting one up, or signing out. */
function EnrolmentRequired({ onEnrolled, signOut }: { onEnrolled: () => void; signOut: () => Promise<void> }) {
  const [codes, setCodes] = useState<string[]>();
  return (
    <PublicCard>
      <Stack>
        <Title order={1} size="h2">
          Set up two-step sign-in
        </Title>
        <Text size="sm" c="gray.7">
          Your team requires a code from an authenticator app at every sign-in. Set it up to continue.
        </Text>
        <TotpSetup onEnrolled={setCodes} />
        <Button variant="default" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Stack>
      <RecoveryCodesModal
        codes={codes}
        onClose={() => {
          setCodes(undefined);
          onEnrolled();
        }}
      />
    </PublicCard>
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
