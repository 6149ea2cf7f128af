import type { SessionView } from '@netline/contracts';
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormEvent, ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, session } from '../api';
import { useSubmit } from '../components';

/**
 * Email and password, then, for a person with an authenticator, a code (or a recovery code) sent with
 * the same email and password: the gateway starts no session until both are right.
 */
export function SignInPage({ onSignedIn, problem, notice }: { onSignedIn: (session: SessionView) => void; problem?: ApiError; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [askCode, setAskCode] = useState(false);
  const { busy, error: refusal, submit: run } = useSubmit();
  const [tried, setTried] = useState(false);
  // The problem the page opened with (a session that ended) shows until the first attempt.
  const error = tried ? refusal : problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const secondFactor = askCode ? (useRecovery ? { recovery_code: code.trim() } : { code: code.replace(/\s+/g, '') }) : {};
    void run(
      () => session.signIn(email, password, secondFactor),
      (value) => {
        if (value.signed_in) onSignedIn(value);
        else setAskCode(true);
      },
    );
  };

  return (
    <PublicCard>
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Title order={1} size="h2">
              Sign in to Netline
            </Title>
            <Text c="gray.7" size="sm">
              {askCode ? 'Two-step sign-in is on for your account.' : 'Use the email and password of your dashboard account.'}
            </Text>
          </div>
          {notice && !error && (
            <Alert color="green" role="status">
              {notice}
            </Alert>
          )}
          {error && (
            <Alert color="red" title={error.status === 429 ? 'Sign-in paused' : 'Could not sign in'} role="alert">
              {error.message}
            </Alert>
          )}
          {!askCode && (
            <>
              <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
            </>
          )}
          {askCode && (
            <>
              <TextInput
                label={useRecovery ? 'Recovery code' : 'Authentication code'}
                description={
                  <Text span size="xs" c="gray.7">
                    {useRecovery
                      ? 'One of the codes you saved when you set up your authenticator; each works once.'
                      : 'The 6-digit code your authenticator app shows now.'}
                  </Text>
                }
                autoComplete="one-time-code"
                inputMode={useRecovery ? 'text' : 'numeric'}
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setCode('');
                }}
              >
                {useRecovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
              </Anchor>
            </>
          )}
          <Button type="submit" loading={busy} disabled={!email || !password || (askCode && !code)}>
            {askCode ? 'Verify' : 'Sign in'}
          </Button>
          {!askCode && (
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          )}
        </Stack>
      </form>
    </PublicCard>
  );
}

/** The frame of the pages shown without a session. */
export function PublicCard({ children }: { children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={420}>
        {children}
      </Paper>
    </Center>
  );
}
