import type { SessionView } from '@netline/contracts';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormEvent, useState } from 'react';
import { ApiError, session } from '../api';

export function SignInPage({ onSignedIn, problem }: { onSignedIn: (session: SessionView) => void; problem?: ApiError }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | undefined>(problem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    session.signIn(email, password).then(
      (value) => onSignedIn(value),
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof ApiError ? failure : new ApiError(0, 'api_error', String(failure)));
      },
    );
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Sign in to Netline
              </Title>
              <Text c="gray.7" size="sm">
                Use the email and password your team's admin gave you.
              </Text>
            </div>
            {error && (
              <Alert color="red" title={error.status === 429 ? 'Sign-in paused' : 'Could not sign in'} role="alert">
                {error.message}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={busy} disabled={!email || !password}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
