import { type AccessKeyPolicy, type AccessKeyView, POLICY_MONEY_TOOLS, type ToolLimits } from '@netline/contracts';
import { Button, Code, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { call } from '../api';
import { ErrorNotice, useSubmit } from '../components';

const LIMIT_FIELDS = [
  { field: 'max_per_call', label: 'Max per call' },
  { field: 'max_per_day', label: 'Max per day (UTC)' },
  { field: 'approval_above', label: 'Ask an admin above' },
] as const;
type LimitField = (typeof LIMIT_FIELDS)[number]['field'];

/** One line about a key's policy, for the access-key table. */
function summary(policy: AccessKeyPolicy | null): string {
  if (!policy) return 'None';
  const parts: string[] = [];
  if (policy.allowed_tools) parts.push(`${policy.allowed_tools.length} tool${policy.allowed_tools.length === 1 ? '' : 's'}`);
  const limited = Object.keys(policy.limits ?? {});
  if (limited.length > 0) parts.push(`limits on ${limited.join(', ')}`);
  return parts.length > 0 ? parts.join('; ') : 'None';
}

/**
 * A machine-to-machine MCP key's policy (docs/mcp.md, "Key policies and approvals"): the tools it may call
 * and, per money-moving tool, a cap per call, a cap per UTC day and the amount above which a call waits for
 * an admin on the Approvals page. Saved with `PUT /api/access-keys/{client_id}`; the service checks it and
 * names every rule a value breaks. Takes effect within 5 seconds.
 */
export function KeyPolicy({ accessKey, disabled, onChanged }: { accessKey: AccessKeyView; disabled: boolean; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Text size="sm">{summary(accessKey.policy)}</Text>
      {!disabled && (
        <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={`Edit policy of ${accessKey.client_id}`}>
          Edit policy
        </Button>
      )}
      {open && (
        <PolicyModal
          accessKey={accessKey}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}

function PolicyModal({ accessKey, onClose, onSaved }: { accessKey: AccessKeyView; onClose: () => void; onSaved: () => void }) {
  const { busy, error, submit } = useSubmit();
  const [tools, setTools] = useState((accessKey.policy?.allowed_tools ?? []).join(', '));
  const [limits, setLimits] = useState<Record<string, Record<LimitField, string>>>(() =>
    Object.fromEntries(
      POLICY_MONEY_TOOLS.map((tool) => {
        const set: ToolLimits = accessKey.policy?.limits?.[tool] ?? {};
        return [tool, Object.fromEntries(LIMIT_FIELDS.map(({ field }) => [field, set[field] == null ? '' : String(set[field])])) as Record<LimitField, string>];
      }),
    ),
  );

  const policy = (): AccessKeyPolicy => {
    const allowed = tools
      .split(',')
      .map((tool) => tool.trim())
      .filter(Boolean);
    const entries = Object.entries(limits)
      .map(([tool, values]) => {
        const set = Object.fromEntries(LIMIT_FIELDS.filter(({ field }) => values[field].trim() !== '').map(({ field }) => [field, Number(values[field])]));
        return [tool, set] as const;
      })
      .filter(([, set]) => Object.keys(set).length > 0);
    return { allowed_tools: allowed.length > 0 ? allowed : null, limits: Object.fromEntries(entries) };
  };
  const save = (body: { policy: AccessKeyPolicy | null }) =>
    submit(() => call('put', '/access-keys/{client_id}', { path: { client_id: accessKey.client_id }, body }), onSaved);

  return (
    <Modal opened onClose={onClose} title={`Policy of ${accessKey.name ?? accessKey.client_id}`} size="xl">
      <Stack>
        <TextInput
          label="Allowed tools"
          description="Tool names, separated by commas (e.g. list_invoices, send_invoice). Empty: every tool the key's scopes permit."
          value={tools}
          onChange={(event) => setTools(event.currentTarget.value)}
        />
        <Text size="sm">Limits of the money-moving tools, in US dollars. Leave a field empty for no limit.</Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tool</Table.Th>
              {LIMIT_FIELDS.map(({ field, label }) => (
                <Table.Th key={field}>{label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {POLICY_MONEY_TOOLS.map((tool) => (
              <Table.Tr key={tool}>
                <Table.Td>
                  <Code>{tool}</Code>
                </Table.Td>
                {LIMIT_FIELDS.map(({ field, label }) => (
                  <Table.Td key={field}>
                    <TextInput
                      aria-label={`${label} for ${tool}`}
                      inputMode="decimal"
                      value={limits[tool][field]}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setLimits((current) => ({ ...current, [tool]: { ...current[tool], [field]: value } }));
                      }}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {error && <ErrorNotice error={error} />}
        <Group justify="space-between">
          <Button variant="subtle" color="red" disabled={busy || accessKey.policy === null} onClick={() => void save({ policy: null })}>
            Remove policy
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => void save({ policy: policy() })}>
              Save policy
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
