import { BUYER_API_TOKEN_DEFAULT_DAYS, BuyerApiToken, createBuyerApiTokenSchema, CreatedBuyerApiToken } from '@netline/contracts';
import { Alert, Button, Code, CopyButton, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormEvent, useState } from 'react';
import { ApiError, asApiError, request, useApi, useSubmit } from '../api';
import { checked } from '../forms';
import { DataTable, ErrorNotice, PageTitle, StatusBadge } from '../components';
import { date, dateTime } from '../format';

/** How long a new token works, as offered (the API takes 1 to 365 days). */
const LIFETIMES = [30, BUYER_API_TOKEN_DEFAULT_DAYS, 180, 365];

/**
 * Settings › API access: the address's API tokens for scripts and AI assistants (docs/buyer-portal.md,
 * "API tokens and the buyer tool set"). A token sees what this address sees here, for every account it
 * reaches; its secret is shown once, when it is created, with a copy button. Tokens are the address's,
 * not one account's, so this page is the same whichever account is picked.
 */
export function ApiAccessPage() {
  const tokens = useApi<{ results: BuyerApiToken[] }>('/tokens');
  const [created, setCreated] = useState<CreatedBuyerApiToken>();
  const [revokeError, setRevokeError] = useState<ApiError>();
  const now = Date.now();
  const statusOf = (token: BuyerApiToken) => (token.revoked_at ? 'revoked' : new Date(token.expires_at).getTime() <= now ? 'expired' : 'active');

  const revoke = async (token: BuyerApiToken) => {
    setRevokeError(undefined);
    try {
      await request<BuyerApiToken>('DELETE', `/tokens/${encodeURIComponent(token.id)}`);
      if (created?.id === token.id) setCreated(undefined);
      tokens.reload();
    } catch (error) {
      setRevokeError(asApiError(error));
    }
  };

  return (
    <Stack>
      <PageTitle
        title="API access"
        description="Settings › API access. Tokens let a script or an AI assistant read and act on your accounts as you do here: invoices, statements, pay links, disputes, promises to pay and credit-line requests."
      />
      <Text size="sm">
        Send a token as <Code>Authorization: Bearer nlbt_…</Code> to the buyer API (<Code>/portal/api</Code>) or to Netline&apos;s MCP endpoint, where an
        assistant gets the buyer tools. It reaches every account this address reaches, for as long as it does; revoke it when it is no longer needed.
      </Text>
      {created && <NewToken token={created} onDone={() => setCreated(undefined)} />}
      <CreateTokenForm
        onCreated={(token) => {
          setCreated(token);
          tokens.reload();
        }}
      />
      <section aria-labelledby="tokens-heading">
        <Title order={2} size="h4" mb="xs" id="tokens-heading">
          Your tokens
        </Title>
        {revokeError && <ErrorNotice error={revokeError} title="The token was not revoked" />}
        <DataTable
          rows={tokens.data?.results ?? []}
          loading={tokens.loading && !tokens.data}
          error={tokens.error}
          retry={tokens.reload}
          caption="API tokens"
          rowKey={(token) => token.id}
          empty="No token yet."
          columns={[
            { header: 'Name', cell: (token) => token.name },
            { header: 'Token', cell: (token) => <Code>{token.hint}…</Code> },
            { header: 'Created', cell: (token) => date(token.created_at) },
            { header: 'Expires', cell: (token) => date(token.expires_at) },
            { header: 'Last used', cell: (token) => (token.last_used_at ? dateTime(token.last_used_at) : 'Never') },
            { header: 'Status', cell: (token) => <StatusBadge status={statusOf(token)} /> },
            {
              header: 'Actions',
              cell: (token) =>
                statusOf(token) === 'active' ? (
                  <Button size="xs" variant="light" color="red" onClick={() => void revoke(token)} aria-label={`Revoke ${token.name}`}>
                    Revoke
                  </Button>
                ) : null,
            },
          ]}
        />
      </section>
    </Stack>
  );
}

/** The new token's secret, once: copy it now. */
function NewToken({ token, onDone }: { token: CreatedBuyerApiToken; onDone: () => void }) {
  return (
    <Alert color="indigo" title={`Token “${token.name}” created`} role="status">
      <Stack gap="xs">
        <Text size="sm">Copy it now: Netline keeps only a fingerprint of it and cannot show it again.</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-token-secret">
            {token.secret}
          </Code>
          <CopyButton value={token.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy} aria-label="Copy the token">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">It works until {date(token.expires_at)}.</Text>
        <Group>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A name and a lifetime → `POST /portal/api/tokens`. */
function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedBuyerApiToken) => void }) {
  const [name, setName] = useState('');
  const [days, setDays] = useState(String(BUYER_API_TOKEN_DEFAULT_DAYS));
  const { busy, error, submit: run } = useSubmit();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => request<CreatedBuyerApiToken>('POST', '/tokens', checked(createBuyerApiTokenSchema, { name, expires_in_days: Number(days) })),
      (token) => {
        onCreated(token);
        setName('');
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} aria-labelledby="create-token-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="create-token-heading">
          Create a token
        </Title>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Name (what it is for, such as the assistant)"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
          <NativeSelect
            label="Expires after"
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
            data={LIFETIMES.map((value) => ({ value: String(value), label: value === 365 ? '1 year' : `${value} days` }))}
          />
          <Button type="submit" loading={busy}>
            Create token
          </Button>
        </Group>
        {error && <ErrorNotice error={error} title="The token was not created" />}
      </Stack>
    </Paper>
  );
}
