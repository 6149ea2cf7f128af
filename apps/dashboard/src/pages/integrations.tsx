import {
  AccessKeyView,
  AllowedOAuthClient,
  allowOAuthClientSchema,
  ConnectedAssistant,
  CreatedAccessKeyView,
  createAccessKeySchema,
  MERCHANT_API_VERSIONS,
  MerchantApiVersion,
  MERCHANT_SCOPES,
  RotatedSecretKeyView,
  UpdateSettingsInput,
  WebhookSecretView,
} from '@netline/contracts';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, call, useGet } from '../api';
import { asApiError, ConfirmButton, DataTable, DESCRIPTION, ErrorNotice, PageTitle, SecretValue, useSubmit } from '../components';
import { dateTime } from '../format';
import { useSession } from '../session';
import { KeyPolicy } from './key-policy';

export function IntegrationsPage() {
  return (
    <>
      <PageTitle title="Settings › Integrations" description="Direct API: how your systems and AI assistants authenticate to Netline." />
      <Stack gap="xl">
        <DirectApi />
        <AccessKeys />
        <ConnectedAssistants />
        <AllowedApps />
        <WebhookSecret />
      </Stack>
    </>
  );
}

function Section({ title, children, description }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb={4}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="gray.7" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Paper>
  );
}

function DirectApi() {
  const { canWrite } = useSession();
  const settings = useGet('/settings');
  const { busy, error, submit } = useSubmit();
  const [secret, setSecret] = useState<RotatedSecretKeyView>();

  /** One change of the settings, confirmed by `message` once it is saved. */
  const change = (body: UpdateSettingsInput, message: string) =>
    void submit(
      () => call('put', '/settings', { body }),
      () => {
        settings.reload();
        notifications.show({ message, color: 'green' });
      },
    );
  const toggle = (field: 'basic_enabled' | 'oauth_enabled', value: boolean) =>
    change({ [field]: value }, `${field === 'basic_enabled' ? 'HTTP Basic' : 'OAuth'} is ${value ? 'on' : 'off'}`);
  const pinVersion = (version: MerchantApiVersion) => change({ api_version: version }, `The merchant API now answers in ${version}`);

  return (
    <Section
      title="Direct API"
      description="Which authentication methods the merchant API accepts, and the version it answers in. Changes reach every server within 5 seconds."
    >
      {settings.error && <ErrorNotice error={settings.error} retry={settings.reload} />}
      {settings.data && (
        <Stack>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Merchant id
            </Text>
            <Code data-testid="merchant-id">{settings.data.merchant_id}</Code>
          </Group>
          <Switch
            label="HTTP Basic (merchant id and secret API key)"
            checked={settings.data.basic_enabled}
            disabled={!canWrite || busy}
            onChange={(event) => toggle('basic_enabled', event.currentTarget.checked)}
          />
          <Switch
            label="OAuth 2.0 (access keys exchanged for bearer tokens; also needed for MCP)"
            checked={settings.data.oauth_enabled}
            disabled={!canWrite || busy}
            onChange={(event) => toggle('oauth_enabled', event.currentTarget.checked)}
          />
          <Select
            label="API version"
            description="What the merchant API answers your secret key and access keys in, unless a key or a request names another (X-Api-Version). The dashboard is not affected."
            descriptionProps={DESCRIPTION}
            data={[...MERCHANT_API_VERSIONS]}
            value={settings.data.api_version}
            disabled={!canWrite || busy}
            allowDeselect={false}
            maw={420}
            onChange={(value) => value && pinVersion(value as MerchantApiVersion)}
          />
          {error && <ErrorNotice error={error} />}
          <Group>
            <ConfirmButton
              label="Rotate secret API key"
              title="Rotate the secret API key?"
              message="A new secret key is made and the current one stops working at once. Every system using HTTP Basic must get the new key."
              confirmLabel="Rotate now"
              onConfirm={async () => setSecret(await call('post', '/settings/secret-key/rotate'))}
            />
          </Group>
        </Stack>
      )}
      <Modal opened={secret !== undefined} onClose={() => setSecret(undefined)} title="New secret API key" size="lg">
        {secret && (
          <Stack>
            <Alert color="yellow">This key is shown only now. Copy it into your systems before closing.</Alert>
            <SecretValue label="Secret API key" value={secret.secret_key} />
            <Button onClick={() => setSecret(undefined)}>I have copied it</Button>
          </Stack>
        )}
      </Modal>
    </Section>
  );
}

const EXPIRIES = [
  { value: 'never', label: 'Never' },
  { value: String(30 * 86_400), label: '30 days' },
  { value: String(90 * 86_400), label: '90 days' },
  { value: String(365 * 86_400), label: '1 year' },
];

function AccessKeys() {
  const { canWrite } = useSession();
  const keys = useGet('/access-keys');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedAccessKeyView>();

  return (
    <Section
      title="Access keys"
      description="REST keys call the merchant API; MCP keys connect AI assistants and agents. A key's secret is shown once, when it is created."
    >
      {canWrite && (
        <Group mb="md">
          <Button onClick={() => setCreating(true)}>Create access key</Button>
        </Group>
      )}
      <DataTable<AccessKeyView>
        caption="Access keys"
        rows={keys.data?.results ?? []}
        loading={keys.loading && !keys.data}
        error={keys.error}
        retry={keys.reload}
        rowKey={(key) => key.id}
        empty="No access keys yet. Turn OAuth on, then create a key for each system or assistant that connects."
        columns={[
          { header: 'Client id', cell: (key) => <Code>{key.client_id}</Code> },
          { header: 'Name', cell: (key) => key.name ?? '—' },
          { header: 'Kind', cell: (key) => (key.kind === 'mcp' ? `MCP (${key.auth_type === 'web_app' ? 'web app' : 'M2M'})` : 'REST') },
          { header: 'Scopes', cell: (key) => key.scopes.join(', ') },
          { header: 'Redirect URLs', cell: (key) => (key.redirect_uris.length ? key.redirect_uris.join(', ') : '—') },
          { header: 'Created', cell: (key) => dateTime(key.created_at) },
          { header: 'Expires', cell: (key) => (key.expires_at ? dateTime(key.expires_at) : 'Never') },
          {
            // REST keys may pin the API version their requests answer in (docs/api-conventions.md, "Versions").
            header: 'API version',
            cell: (key) =>
              key.kind !== 'rest' ? (
                '—'
              ) : (
                <KeyVersion clientId={key.client_id} version={key.api_version} disabled={!canWrite || key.revoked_at !== null} onChanged={keys.reload} />
              ),
          },
          {
            // Machine-to-machine MCP keys: money-moving tool calls answer a preview first unless turned off (docs/mcp.md).
            header: 'MCP previews',
            cell: (key) =>
              key.mcp_previews === null ? (
                '—'
              ) : (
                <PreviewSwitch clientId={key.client_id} on={key.mcp_previews} disabled={!canWrite || key.revoked_at !== null} onChanged={keys.reload} />
              ),
          },
          {
            // Machine-to-machine MCP keys: allowed tools and the limits of money-moving tools (docs/mcp.md, "Key policies and approvals").
            header: 'Policy',
            cell: (key) =>
              key.mcp_previews === null ? '—' : <KeyPolicy accessKey={key} disabled={!canWrite || key.revoked_at !== null} onChanged={keys.reload} />,
          },
          {
            header: 'Status',
            cell: (key) =>
              key.revoked_at ? (
                <Badge color="gray">Revoked</Badge>
              ) : key.expires_at && new Date(key.expires_at) < new Date() ? (
                <Badge color="gray">Expired</Badge>
              ) : (
                <Badge color="green">Active</Badge>
              ),
          },
          {
            header: 'Actions',
            cell: (key) =>
              key.revoked_at ? null : (
                <ConfirmButton
                  label="Revoke"
                  title={`Revoke ${key.client_id}?`}
                  message="The key can no longer mint tokens. Tokens already minted with it last until they expire (at most an hour)."
                  confirmLabel="Revoke key"
                  onConfirm={async () => {
                    await call('delete', '/access-keys/{client_id}', { path: { client_id: key.client_id } });
                    keys.reload();
                  }}
                />
              ),
          },
        ]}
      />
      <CreateKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          keys.reload();
        }}
      />
      <Modal opened={created !== undefined} onClose={() => setCreated(undefined)} title="Access key created" size="lg" closeOnClickOutside={false}>
        {created && (
          <Stack>
            <Alert color="yellow">The client secret is shown only now. Copy it before closing this window; Netline keeps no readable copy.</Alert>
            <SecretValue label="Client id" value={created.client_id} />
            <SecretValue label="Client secret" value={created.client_secret} />
            <Text size="sm">
              {created.kind === 'mcp'
                ? 'Mint a token with POST /api/access-keys/token and "audience": "mcp", or enter these in your assistant’s connector settings.'
                : 'Mint a token with POST /api/access-keys/token, then send it as Authorization: Bearer.'}
            </Text>
            <Button onClick={() => setCreated(undefined)}>I have copied the secret</Button>
          </Stack>
        )}
      </Modal>
    </Section>
  );
}

/**
 * The preview switch of a machine-to-machine MCP key: on, money-moving tool calls (sending, capturing,
 * crediting, voiding, canceling, forwarding payments) answer a preview and act only when confirmed; off,
 * they act at once, for trusted automation. Takes effect within 5 seconds.
 */
function PreviewSwitch({ clientId, on, disabled, onChanged }: { clientId: string; on: boolean; disabled: boolean; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError>();
  return (
    <Stack gap={4}>
      <Switch
        aria-label={`MCP previews for ${clientId}`}
        label={on ? 'Preview first' : 'Acts at once'}
        checked={on}
        disabled={disabled || saving}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setSaving(true);
          setError(undefined);
          call('put', '/access-keys/{client_id}', { path: { client_id: clientId }, body: { mcp_previews: next } }).then(
            () => {
              setSaving(false);
              onChanged();
            },
            (failure: unknown) => {
              setSaving(false);
              setError(asApiError(failure));
            },
          );
        }}
      />
      {error && <ErrorNotice error={error} />}
    </Stack>
  );
}

/** The account's version, as the choice that follows it. */
const FOLLOW_ACCOUNT = 'account';
const VERSION_CHOICES = [{ value: FOLLOW_ACCOUNT, label: "The account's" }, ...MERCHANT_API_VERSIONS.map((version) => ({ value: version, label: version }))];

/** A REST key's API version: its own pin, or the account's. Takes effect within 5 seconds. */
function KeyVersion({
  clientId,
  version,
  disabled,
  onChanged,
}: {
  clientId: string;
  version: MerchantApiVersion | null;
  disabled: boolean;
  onChanged: () => void;
}) {
  const { busy, error, submit } = useSubmit();
  const choose = (value: string | null) => {
    const body = { api_version: value === FOLLOW_ACCOUNT || !value ? null : (value as MerchantApiVersion) };
    void submit(() => call('put', '/access-keys/{client_id}', { path: { client_id: clientId }, body }), onChanged);
  };
  return (
    <Stack gap={4}>
      <Select
        aria-label={`API version of ${clientId}`}
        data={VERSION_CHOICES}
        value={version ?? FOLLOW_ACCOUNT}
        disabled={disabled || busy}
        allowDeselect={false}
        w={150}
        onChange={choose}
      />
      {error && <ErrorNotice error={error} />}
    </Stack>
  );
}

function CreateKeyModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (key: CreatedAccessKeyView) => void }) {
  const [kind, setKind] = useState<'rest' | 'mcp'>('rest');
  const [authType, setAuthType] = useState<'m2m' | 'web_app'>('m2m');
  const [scopes, setScopes] = useState<string[]>(['merchant:read']);
  const [expiry, setExpiry] = useState('never');
  const [redirects, setRedirects] = useState('');
  const [name, setName] = useState('');
  const [version, setVersion] = useState<string>(FOLLOW_ACCOUNT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();

  const submit = () => {
    const input = {
      kind,
      ...(kind === 'mcp' ? { auth_type: authType } : {}),
      scopes,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(expiry === 'never' ? {} : { expires_in_seconds: Number(expiry) }),
      ...(kind === 'rest' && version !== FOLLOW_ACCOUNT ? { api_version: version as MerchantApiVersion } : {}),
      ...(kind === 'mcp' && authType === 'web_app'
        ? {
            redirect_uris: redirects
              .split(/\s+/)
              .map((value) => value.trim())
              .filter(Boolean),
          }
        : {}),
    };
    // The API's own schema, checked here first so mistakes show before anything is sent.
    const checked = createAccessKeySchema.safeParse(input);
    if (!checked.success) {
      setError(
        new ApiError(
          400,
          'validation_error',
          'Check the form',
          checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        ),
      );
      return;
    }
    setBusy(true);
    setError(undefined);
    call('post', '/access-keys', { body: checked.data }).then(
      (key) => {
        setBusy(false);
        onCreated(key);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(asApiError(failure));
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create access key" size="lg">
      <Stack>
        <TextInput
          label="Name (optional)"
          description="What the key is for, e.g. the assistant it connects; a web-app key's sign-in screen shows it."
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="key-kind-label">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="key-kind-label"
            value={kind}
            onChange={(value) => setKind(value as 'rest' | 'mcp')}
            data={[
              { value: 'rest', label: 'REST API' },
              { value: 'mcp', label: 'MCP (AI assistants)' },
            ]}
          />
        </div>
        {kind === 'mcp' && (
          <div>
            <Text size="sm" fw={500} mb={4} id="key-auth-label">
              Authentication type
            </Text>
            <SegmentedControl
              aria-labelledby="key-auth-label"
              value={authType}
              onChange={(value) => setAuthType(value as 'm2m' | 'web_app')}
              data={[
                { value: 'm2m', label: 'Machine-to-machine (M2M)' },
                { value: 'web_app', label: 'Web app (a person signs in)' },
              ]}
            />
          </div>
        )}
        {kind === 'mcp' && authType === 'web_app' && (
          <Textarea
            label="Redirect URLs"
            description="The OAuth callback address your assistant shows in its connector setup, one per line: https, or http on localhost."
            autosize
            minRows={2}
            value={redirects}
            onChange={(event) => setRedirects(event.currentTarget.value)}
          />
        )}
        <Checkbox.Group label="Scopes" description="A :read scope grants reads only; :write grants reads and writes." value={scopes} onChange={setScopes}>
          <Group mt="xs">
            {MERCHANT_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={scope} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select label="Expires" data={EXPIRIES} value={expiry} onChange={(value) => setExpiry(value ?? 'never')} allowDeselect={false} />
        {kind === 'rest' && (
          <Select
            label="API version"
            description="What the key's requests answer in, unless a request names another. The account's follows the version chosen under Direct API."
            descriptionProps={DESCRIPTION}
            data={VERSION_CHOICES}
            value={version}
            onChange={(value) => setVersion(value ?? FOLLOW_ACCOUNT)}
            allowDeselect={false}
          />
        )}
        {error && <ErrorNotice error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Create key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The assistants the signed-in person connected by signing in through a web-app MCP key (their own
 * OAuth grants). Disconnecting ends the grant: its refresh tokens stop at once and its last access token
 * within its lifetime (at most 15 minutes).
 */
function ConnectedAssistants() {
  const assistants = useGet('/connected-assistants');
  return (
    <Section
      title="Connected assistants"
      description="AI assistants you connected by signing in with your Netline account (web-app MCP keys). Each acts as you, with your role's access."
    >
      <DataTable<ConnectedAssistant>
        caption="Connected assistants"
        rows={assistants.data?.results ?? []}
        loading={assistants.loading && !assistants.data}
        error={assistants.error}
        retry={assistants.reload}
        rowKey={(assistant) => assistant.grant_id}
        empty="No assistant is connected with your account."
        columns={[
          { header: 'Assistant', cell: (assistant) => assistant.name },
          { header: 'Client id', cell: (assistant) => <Code>{assistant.client_id}</Code> },
          { header: 'Access', cell: (assistant) => (assistant.scopes.some((scope) => scope.endsWith(':write')) ? 'Read and write' : 'Read only') },
          { header: 'Connected', cell: (assistant) => dateTime(assistant.created_at) },
          {
            header: 'Actions',
            cell: (assistant) => (
              <ConfirmButton
                label="Disconnect"
                title={`Disconnect ${assistant.name}?`}
                message="The assistant can no longer refresh its access; the access it already holds ends within 15 minutes. Connect it again by signing in from the assistant."
                confirmLabel="Disconnect"
                onConfirm={async () => {
                  await call('delete', '/connected-assistants/{grant_id}', { path: { grant_id: assistant.grant_id } });
                  assistants.reload();
                }}
              />
            ),
          },
        ]}
      />
    </Section>
  );
}

/**
 * The apps people of the team may connect without an access key, by their Client ID Metadata Document
 * (the app's client id is the https address of a document naming its callbacks): the sign-in lets a
 * person through such an app only when their team lists it here. Removing one ends the connections made
 * with it.
 */
function AllowedApps() {
  const { canWrite } = useSession();
  const apps = useGet('/allowed-oauth-clients');
  const [clientId, setClientId] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<ApiError>();
  const [saving, setSaving] = useState(false);

  const add = async () => {
    const body = { client_id: clientId.trim(), ...(name.trim() ? { name: name.trim() } : {}) };
    const parsed = allowOAuthClientSchema.safeParse(body);
    if (!parsed.success) {
      setError(new ApiError(400, 'invalid_request_error', 'Enter the app’s client id: an https address with a path, as the app documents it.'));
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await call('post', '/allowed-oauth-clients', { body: parsed.data });
      notifications.show({ message: `${parsed.data.name ?? parsed.data.client_id} is allowed`, color: 'green' });
      setClientId('');
      setName('');
      apps.reload();
    } catch (failure) {
      setError(asApiError(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section
      title="Apps your team allows"
      description="AI assistants that identify themselves by an https address (a Client ID Metadata Document) instead of an access key. Your people can connect one only after an admin allows its address here; each connection acts as the person who signs in, with their role's access."
    >
      {canWrite && (
        <Group mb="md" align="flex-end">
          <TextInput
            label="Client id (https address)"
            placeholder="https://assistant.example.com/oauth/client.json"
            value={clientId}
            onChange={(event) => setClientId(event.currentTarget.value)}
            w={420}
          />
          <TextInput label="Name (optional)" value={name} onChange={(event) => setName(event.currentTarget.value)} w={200} />
          <Button onClick={() => void add()} loading={saving} disabled={!clientId.trim()}>
            Allow app
          </Button>
        </Group>
      )}
      {error && <ErrorNotice error={error} />}
      <DataTable<AllowedOAuthClient>
        caption="Apps your team allows"
        rows={apps.data?.results ?? []}
        loading={apps.loading && !apps.data}
        error={apps.error}
        retry={apps.reload}
        rowKey={(app) => app.client_id}
        empty="No app is allowed. Assistants connect with a web-app MCP key instead."
        columns={[
          { header: 'Name', cell: (app) => app.name ?? '—' },
          { header: 'Client id', cell: (app) => <Code>{app.client_id}</Code> },
          { header: 'Allowed', cell: (app) => dateTime(app.created_at) },
          ...(canWrite
            ? [
                {
                  header: 'Actions',
                  cell: (app: AllowedOAuthClient) => (
                    <ConfirmButton
                      label="Remove"
                      title={`Stop allowing ${app.name ?? app.client_id}?`}
                      message="No one of your team can connect it any more, and the connections made with it end within seconds."
                      confirmLabel="Remove"
                      onConfirm={async () => {
                        await call('delete', '/allowed-oauth-clients', { body: { client_id: app.client_id } });
                        apps.reload();
                      }}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Section>
  );
}

function WebhookSecret() {
  const [secret, setSecret] = useState<WebhookSecretView>();
  const [error, setError] = useState<ApiError>();
  const { canWrite } = useSession();
  const reveal = () => call('post', '/settings/webhook-secret/reveal').then(setSecret, (failure: unknown) => setError(asApiError(failure)));
  return (
    <Section
      title="Webhook signing secret"
      description="Netline signs every webhook with this secret (the X-Webhook-Signature header); check the signature before trusting a delivery."
    >
      <Stack>
        {secret && <SecretValue label="Webhook secret" value={secret.webhook_secret} />}
        {secret?.previous_secret_valid_until && (
          <Alert color="blue">
            The previous secret also signs deliveries until {dateTime(secret.previous_secret_valid_until)} (24 hours after the rotation), so you can switch over
            without missing one.
          </Alert>
        )}
        {error && <ErrorNotice error={error} />}
        {canWrite ? (
          <Group>
            {!secret && (
              <Button variant="light" onClick={() => void reveal()}>
                Reveal secret
              </Button>
            )}
            <ConfirmButton
              label="Rotate secret"
              title="Rotate the webhook secret?"
              message="A new secret signs deliveries from now on; the current one keeps signing alongside it for 24 hours."
              confirmLabel="Rotate now"
              onConfirm={async () => setSecret(await call('post', '/settings/webhook-secret/rotate'))}
            />
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            Only admins can see or rotate the secret.
          </Text>
        )}
      </Stack>
    </Section>
  );
}
