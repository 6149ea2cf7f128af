import { AUDIT_CHANNELS, type AuditChannel, type AuditEvent } from '@netline/contracts';
import { Badge, Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGet } from '../api';
import { ListTable, PageTitle } from '../components';
import { dateTime, label } from '../format';

const CHANNEL_COLORS: Record<AuditEvent['actor']['channel'], string> = {
  api: 'blue',
  mcp: 'grape',
  dashboard: 'teal',
  portal: 'cyan',
  cli: 'orange',
  system: 'gray',
};

/** Who made a change: the person, key or operator, and the assistant's name when one acted. */
function actorText(actor: AuditEvent['actor']): string {
  if (actor.channel === 'system') return 'Netline';
  const who = `${label(actor.type)} ${actor.id ?? ''}`.trim();
  return actor.client_name && actor.client_name !== actor.id ? `${who} (${actor.client_name})` : who;
}

function changeText(value: string | number | boolean | null): string {
  return value === null ? '—' : String(value);
}

/**
 * The audit log (`GET /api/audit-events`, docs/security.md "Audit trail"): every change to the account,
 * newest first, with who made it, through which channel, what it changed and the request id.
 */
export function AuditLogPage() {
  const [page, setPage] = useState(0);
  const [channel, setChannel] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [object, setObject] = useState('');
  const events = useGet('/audit-events', {
    query: {
      page,
      limit: 25,
      'filter[channel][eq]': (channel as AuditChannel | null) ?? undefined,
      'filter[actor_id][eq]': actor.trim() || undefined,
      'filter[object_id][eq]': object.trim() || undefined,
    },
  });
  const filtered = Boolean(channel || actor.trim() || object.trim());
  return (
    <>
      <PageTitle
        title="Audit log"
        description="Every change to your account: who made it (a person, an access key, an assistant or a Netline operator), through which channel, what changed, and the request it came with."
      />
      <Group mb="md" align="flex-end">
        <Select
          label="Channel"
          placeholder="Any"
          clearable
          data={AUDIT_CHANNELS.map((value) => ({
            value,
            label: value === 'mcp' ? 'MCP' : value === 'api' ? 'API' : value === 'cli' ? 'Operator' : label(value),
          }))}
          value={channel}
          onChange={(value) => (setChannel(value), setPage(0))}
        />
        <TextInput
          label="Actor id"
          placeholder="usr_…, a key's client id"
          value={actor}
          onChange={(event) => (setActor(event.currentTarget.value), setPage(0))}
        />
        <TextInput label="Object id" placeholder="inv_…, cus_…" value={object} onChange={(event) => (setObject(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<AuditEvent>
        caption="Audit log"
        loaded={events}
        page={page}
        onPage={setPage}
        rowKey={(event) => event.id}
        empty={filtered ? 'No change matches these filters.' : 'No change yet. Creating a customer or an invoice records the first entry here.'}
        columns={[
          { header: 'When', cell: (event) => dateTime(event.created_at) },
          { header: 'What', cell: (event) => <Code>{event.type}</Code> },
          { header: 'Object', cell: (event) => event.object_id },
          { header: 'Who', cell: (event) => actorText(event.actor) },
          { header: 'Channel', cell: (event) => <Badge color={CHANNEL_COLORS[event.actor.channel]}>{event.actor.channel}</Badge> },
          {
            header: 'Changes',
            cell: (event) => {
              const changes = Object.entries(event.changes);
              if (changes.length === 0) return '—';
              return (
                <Stack gap={0}>
                  {changes.map(([field, change]) => (
                    <Text key={field} size="sm">
                      {label(field)}: {changeText(change.before)} → {changeText(change.after)}
                    </Text>
                  ))}
                </Stack>
              );
            },
          },
          { header: 'Request', cell: (event) => (event.request_id ? <Code>{event.request_id}</Code> : '—') },
        ]}
      />
    </>
  );
}
