import { newPasswordSchema, type InvitationPreview } from '@netline/contracts';
import { Alert, Anchor, Button, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, call } from '../api';
import { asApiError, ErrorNotice, useSubmit } from '../components';
import { PublicCard } from './sign-in';

/** The token of an emailed link: it rides in the fragment (`#token=…`), which the browser never sends to a server. */
function useLinkToken(): string {
  const { hash } = useLocation();
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** A new password typed twice, checked by the same rule the server applies. */
function NewPassword({
  value,
  onChange,
  repeat,
  onRepeat,
}: {
  value: string;
  onChange: (value: string) => void;
  repeat: string;
  onRepeat: (value: string) => void;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={
          <Text span size="xs" c="gray.7">
            At least 10 characters.
          </Text>
        }
        autoComplete="new-password"
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        value={repeat}
        onChange={(event) => onRepeat(event.currentTarget.value)}
      />
    </>
  );
}

function passwordProblem(password: string, repeat: string): ApiError | undefined {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) return new ApiError(400, 'validation_error', `The password ${checked.error.issues[0]?.message ?? 'is not allowed'}`);
  if (password !== repeat) return new ApiError(400, 'validation_error', 'The two passwords differ');
  return undefined;
}

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  const { busy, error, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => call('post', '/account/password-reset', { body: { email: email.trim() } }),
      (answer) => setSent(answer.message),
    );
  };
  return (
    <PublicCard>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Reset your password
          </Title>
          {sent ? (
            <Alert color="green" role="status" title="Check your email">
              {sent}
            </Alert>
          ) : (
            <>
              <Text c="gray.7" size="sm">
                Enter the email of your dashboard account and we will send you a link to choose a new password.
              </Text>
              {error && <ErrorNotice error={error} />}
              <TextInput label="Email" type="email" autoComplete="username" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
              <Button type="submit" loading={busy} disabled={!email.trim()}>
                Send the link
              </Button>
            </>
          )}
          <Anchor component={Link} to="/sign-in" size="sm">
            Back to sign-in
          </Anchor>
        </Stack>
      </form>
    </PublicCard>
  );
}

export function ResetPasswordPage({ onDone }: { onDone: (message: string) => void }) {
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, setError, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, repeat);
    if (problem) return setError(problem);
    void run(
      () => call('post', '/account/password-reset/confirm', { body: { token, password } }),
      () => onDone('Your password is changed and every session of your account has ended. Sign in with the new password.'),
    );
  };
  return (
    <PublicCard>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          {!token && <ErrorNotice error={new ApiError(400, 'invalid_request_error', 'This page needs the link from the email: open it from there.')} />}
          {error && <ErrorNotice error={error} />}
          <NewPassword value={password} onChange={setPassword} repeat={repeat} onRepeat={setRepeat} />
          <Button type="submit" loading={busy} disabled={!token || !password}>
            Set the new password
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Ask for a new link
          </Anchor>
        </Stack>
      </form>
    </PublicCard>
  );
}

/** An invitation's link: who invites whom, then the person's own password; then they are signed in. */
export function AcceptInvitationPage({ onAccepted }: { onAccepted: (email: string, password: string) => Promise<void> }) {
  const token = useLinkToken();
  const [preview, setPreview] = useState<InvitationPreview>();
  const [loadError, setLoadError] = useState<ApiError>();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, error, setError, submit: run } = useSubmit();
  useEffect(() => {
    if (!token) return;
    call('post', '/invitations/preview', { body: { token } }).then(setPreview, (failure: unknown) => setLoadError(asApiError(failure)));
  }, [token]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password, repeat);
    if (problem) return setError(problem);
    void run(() => call('post', '/invitations/accept', { body: { token, password } }).then((accepted) => onAccepted(accepted.email, password)));
  };
  const problem = !token ? new ApiError(400, 'invalid_request_error', 'This page needs the link from your invitation email: open it from there.') : loadError;
  return (
    <PublicCard>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Join your team on Netline
          </Title>
          {problem && <ErrorNotice error={problem} />}
          {!problem && !preview && <Loader aria-label="Loading the invitation" />}
          {preview && (
            <>
              <Text size="sm">
                You are invited to <strong>{preview.merchant_name}</strong> as {preview.role === 'admin' ? 'an admin' : 'a read-only member'}, signing in as{' '}
                <strong>{preview.email}</strong>.{preview.mfa_required && ' Your team requires two-step sign-in: you will set up an authenticator app next.'}
              </Text>
              {error && <ErrorNotice error={error} />}
              <NewPassword value={password} onChange={setPassword} repeat={repeat} onRepeat={setRepeat} />
              <Button type="submit" loading={busy} disabled={!password}>
                Accept and sign in
              </Button>
            </>
          )}
        </Stack>
      </form>
    </PublicCard>
  );
}
