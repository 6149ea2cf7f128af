import { newPasswordSchema, type TotpEnrolment } from '@netline/contracts';
import { Alert, Badge, Button, Code, Group, List, Modal, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormEvent, useState } from 'react';
import { ApiError, call, useGet } from '../api';
import { asApiError, ErrorNotice, PageTitle, SecretValue, useSubmit } from '../components';

/** Account security: the signed-in person's password, authenticator app and recovery codes. */
export function AccountPage({ onSecurityChanged }: { onSecurityChanged: () => void }) {
  const security = useGet('/account');
  const [codes, setCodes] = useState<string[]>();
  const reload = () => {
    security.reload();
    onSecurityChanged();
  };
  return (
    <>
      <PageTitle title="Account security" description="Your own sign-in: your password, two-step sign-in with an authenticator app, and recovery codes." />
      {security.error && <ErrorNotice error={security.error} retry={security.reload} />}
      <Stack gap="lg">
        <ChangePassword />
        {security.data && (
          <Paper withBorder p="md" component="section" aria-label="Two-step sign-in">
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Two-step sign-in
                </Title>
                {security.data.totp_enabled ? <Badge color="green">On</Badge> : <Badge color="gray">Off</Badge>}
              </Group>
              {security.data.mfa_required && (
                <Text size="sm" c="gray.7">
                  Your team requires it of everyone.
                </Text>
              )}
              {security.data.totp_enabled ? (
                <>
                  <Text size="sm">Recovery codes left: {security.data.recovery_codes_remaining}</Text>
                  <Group>
                    <Button
                      variant="light"
                      onClick={() =>
                        call('post', '/account/recovery-codes').then(
                          (answer) => {
                            setCodes(answer.recovery_codes);
                            security.reload();
                          },
                          (failure: unknown) => notifications.show({ title: 'Codes not replaced', message: asApiError(failure).describe(), color: 'red' }),
                        )
                      }
                    >
                      New recovery codes
                    </Button>
                    {!security.data.mfa_required && <DisableTotp onDone={reload} />}
                  </Group>
                </>
              ) : (
                <TotpSetup onEnrolled={(recovery) => (setCodes(recovery), reload())} />
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      <RecoveryCodesModal codes={codes} onClose={() => setCodes(undefined)} />
    </>
  );
}

function ChangePassword() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const { busy, error, setError, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = newPasswordSchema.safeParse(next);
    if (!checked.success) return setError(new ApiError(400, 'validation_error', `The new password ${checked.error.issues[0]?.message ?? 'is not allowed'}`));
    void run(
      () => call('post', '/account/password', { body: { current_password: current, new_password: next } }),
      () => {
        setCurrent('');
        setNext('');
        notifications.show({ message: 'Password changed. Your other sessions have ended.', color: 'green' });
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-label="Password">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            Password
          </Title>
          {error && <ErrorNotice error={error} />}
          <PasswordInput label="Current password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.currentTarget.value)} />
          <PasswordInput
            label="New password"
            description={
              <Text span size="xs" c="gray.7">
                At least 10 characters. Your other sessions end when you change it.
              </Text>
            }
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={busy} disabled={!current || !next}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Setting up an authenticator: a new secret (shown once), confirmed by a code from the app. */
export function TotpSetup({ onEnrolled }: { onEnrolled: (recoveryCodes: string[]) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [code, setCode] = useState('');
  const { busy, error, submit: run } = useSubmit();
  const start = () => {
    void run(
      () => call('post', '/account/totp'),
      (value) => {
        setEnrolment(value);
      },
    );
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => call('post', '/account/totp/confirm', { body: { code: code.replace(/\s+/g, '') } }),
      (answer) => {
        onEnrolled(answer.recovery_codes);
      },
    );
  };
  if (!enrolment) {
    return (
      <Stack>
        <Text size="sm">Sign in with a code from an authenticator app (Google Authenticator, 1Password, Authy…) as well as your password.</Text>
        {error && <ErrorNotice error={error} />}
        <Group>
          <Button onClick={start} loading={busy}>
            Set up authenticator app
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form onSubmit={confirm} noValidate>
      <Stack>
        <Text size="sm">
          Add this account to your authenticator app: type the key below, or open the <Code>otpauth://</Code> link on the phone that has the app. Then enter the
          6-digit code it shows.
        </Text>
        <SecretValue label="Setup key" value={enrolment.secret} />
        <SecretValue label="Setup link" value={enrolment.otpauth_uri} />
        {error && <ErrorNotice error={error} />}
        <TextInput
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={busy} disabled={!code}>
            Confirm and turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DisableTotp({ onDone }: { onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => call('post', '/account/totp/disable', { body: { password, code: code.replace(/\s+/g, '') } }),
      () => {
        setOpen(false);
        onDone();
      },
    );
  };
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)}>
        Turn off
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Turn off two-step sign-in">
        <form onSubmit={submit} noValidate>
          <Stack>
            {error && <ErrorNotice error={error} />}
            <PasswordInput label="Password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
            <TextInput
              label="Code from the app"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={busy} disabled={!password || !code}>
                Turn off
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

export function RecoveryCodesModal({ codes, onClose }: { codes: string[] | undefined; onClose: () => void }) {
  return (
    <Modal opened={codes !== undefined} onClose={onClose} title="Your recovery codes">
      <Stack>
        <Alert color="yellow">Save these now: they are shown only once. Each signs you in once if you lose your authenticator app.</Alert>
        <List spacing={2} aria-label="Recovery codes">
          {(codes ?? []).map((code) => (
            <List.Item key={code}>
              <Code>{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>I have saved them</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Asked before revealing or rotating a secret: the password, or a code for a person with an authenticator. */
export function StepUpModal({ opened, totp, onDone }: { opened: boolean; totp: boolean; onDone: (proved: boolean) => void }) {
  const [value, setValue] = useState('');
  const { busy, error, setError, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => call('post', '/account/step-up', { body: totp ? { code: value.replace(/\s+/g, '') } : { password: value } }),
      () => {
        setValue('');
        onDone(true);
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={() => {
        setValue('');
        setError(undefined);
        onDone(false);
      }}
      title="Confirm it is you"
      // Above a form dialog that asked for the secret (creating an access key).
      zIndex={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {totp ? 'Enter the current code from your authenticator app' : 'Enter your password'} to reveal or change secrets for the next few minutes.
          </Text>
          {error && <ErrorNotice error={error} />}
          {totp ? (
            <TextInput
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
              autoFocus
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          ) : (
            <PasswordInput label="Password" autoComplete="current-password" autoFocus value={value} onChange={(event) => setValue(event.currentTarget.value)} />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!value}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
