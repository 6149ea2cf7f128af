import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormEvent, useState } from 'react';
import { ApiError, session, useSubmit } from '../api';

/**
 * The buyer's email, then "check your email": the gateway answers the same whatever the address, so the
 * page says the same too. The emailed link opens the gateway's sign-in page, whose button posts the
 * token in this browser and lands back here signed in.
 */
export function SignInPage({ problem }: { problem?: ApiError }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const { busy, error: refusal, submit: run } = useSubmit();
  const [tried, setTried] = useState(false);
  // The problem the page opened with (a session that ended) shows until the first attempt.
  const error = tried ? refusal : problem;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    void run(
      () => session.requestLink(email.trim()),
      (answer) => setSent(answer.message),
    );
  };

  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={440}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <div>
              <Title order={1} size="h2">
                Buyer portal
              </Title>
              <Text c="gray.7" size="sm">
                See your invoices, statements and credit line with the merchants that sell to you on net terms. Sign in with the email address they send your
                invoices to.
              </Text>
            </div>
            {sent && (
              <Alert color="green" title="Check your email" role="status">
                <Text size="sm">{sent}</Text>
              </Alert>
            )}
            {error && (
              <Alert color="red" title={error.status === 429 ? 'Please wait' : 'Could not send a link'} role="alert">
                {error.message}
              </Alert>
            )}
            <TextInput label="Email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
            <Button type="submit" loading={busy} disabled={!email.trim()}>
              {sent ? 'Send another link' : 'Email me a sign-in link'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
