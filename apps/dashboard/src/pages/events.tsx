import { PUBLIC_TOPIC_NAMES } from '@netline/contracts';
import { Button, Code, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { ApiError, call, useGet } from '../api';
import { asApiError, ErrorNotice, ListTable, PageTitle } from '../components';
import { dateTime } from '../format';
import { useSession } from '../session';

/** An event as the events API answers it: the body its webhooks carry. */
interface PublicEvent {
  id: string;
  object: string;
  type: string;
  occurred_at: string;
  data: { id: string };
}

/** A date input's day as the start (or end) of that day in the browser's time zone, as an ISO instant. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const at = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * Events (`GET /api/events`): every event the account may receive as a webhook, newest first, kept 30
 * days, whether or not an endpoint is subscribed; each opens on its body, with Redeliver for admins.
 */
export function EventsPage() {
  const [page, setPage] = useState(0);
  const [type, setType] = useState<string | null>(null);
  const [objectId, setObjectId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [open, setOpen] = useState<string>();
  const events = useGet('/events', {
    query: {
      page,
      limit: 25,
      'filter[type][eq]': (type as PublicEvent['type'] | null) ?? undefined,
      'filter[object_id][eq]': objectId.trim() || undefined,
      'filter[occurred_at][gte]': dayBound(from, false),
      'filter[occurred_at][lte]': dayBound(to, true),
    },
  });
  const filtered = Boolean(type || objectId.trim() || from || to);
  return (
    <>
      <PageTitle
        title="Events"
        description="Everything that happened on your account that a webhook can carry, kept 30 days, whether or not an endpoint was listening. Catch up after an outage, or deliver an event again."
        actions={
          <Button size="xs" variant="default" onClick={events.reload}>
            Refresh
          </Button>
        }
      />
      <Group mb="md" align="flex-end">
        <Select
          label="Type"
          placeholder="Any"
          clearable
          searchable
          data={[...PUBLIC_TOPIC_NAMES]}
          value={type}
          onChange={(value) => (setType(value), setPage(0))}
        />
        <TextInput
          label="Object id"
          placeholder="e.g. an invoice or customer id"
          value={objectId}
          onChange={(event) => (setObjectId(event.currentTarget.value), setPage(0))}
        />
        <TextInput label="From" type="date" value={from} onChange={(event) => (setFrom(event.currentTarget.value), setPage(0))} />
        <TextInput label="To" type="date" value={to} onChange={(event) => (setTo(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<PublicEvent>
        caption="Events"
        loaded={events}
        page={page}
        onPage={setPage}
        rowKey={(event) => event.id}
        empty={filtered ? 'No event matches these filters.' : 'No event in the last 30 days yet. Creating a customer or an invoice makes one.'}
        columns={[
          { header: 'When', cell: (event) => dateTime(event.occurred_at) },
          { header: 'Type', cell: (event) => <Code>{event.type}</Code> },
          { header: 'Object', cell: (event) => <Code>{event.data.id}</Code> },
          { header: 'Event id', cell: (event) => <Code>{event.id}</Code> },
          {
            header: 'Details',
            cell: (event) => (
              <Button size="xs" variant="subtle" onClick={() => setOpen(event.id)} aria-label={`Event ${event.id}`}>
                Open
              </Button>
            ),
          },
        ]}
      />
      {open && <EventModal id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

function EventModal({ id, onClose }: { id: string; onClose: () => void }) {
  const event = useGet('/events/{event_id}', { path: { event_id: id } });
  // Endpoints this event was delivered to (the delivery log names each one's id), to send it again to one of them.
  const deliveries = useGet('/webhooks/deliveries', { query: { limit: 100, 'filter[event_id][eq]': id } });
  const { canWrite } = useSession();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const choices = useMemo(() => {
    const byId = new Map<string, string>();
    for (const delivery of deliveries.data?.results ?? []) byId.set(delivery.endpoint_id, delivery.endpoint_url);
    return [...byId].map(([value, label]) => ({ value, label }));
  }, [deliveries.data]);
  const redeliver = () => {
    setBusy(true);
    setError(undefined);
    call('post', '/events/{event_id}/redeliver', { path: { event_id: id }, body: endpoint ? { endpoint_id: endpoint } : {} }).then(
      (created) => {
        setBusy(false);
        notifications.show({
          message:
            created.count === 0
              ? 'No endpoint is subscribed to this event type: nothing was sent.'
              : `Sent again to ${created.count === 1 ? created.results[0].endpoint_url : `${created.count} endpoints`}; see the delivery log on the Webhooks page.`,
          color: created.count === 0 ? 'yellow' : 'green',
        });
      },
      (failure: unknown) => {
        setBusy(false);
        setError(asApiError(failure));
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title="Event" size="xl">
      {event.error && <ErrorNotice error={event.error} retry={event.reload} />}
      {event.data && (
        <Stack>
          <Text size="sm">
            <b>{event.data.type}</b> at {dateTime(event.data.occurred_at)}
          </Text>
          <Text size="sm" fw={600}>
            Body (as webhooks deliver it)
          </Text>
          <Code block aria-label="Event body">
            {JSON.stringify(event.data, null, 2)}
          </Code>
          {error && <ErrorNotice error={error} />}
          {canWrite && (
            <Group justify="flex-end" align="flex-end">
              <Select
                label="Redeliver to"
                description="Every endpoint subscribed to this type now, or one it was delivered to"
                placeholder="Every subscribed endpoint"
                clearable
                data={choices}
                value={endpoint}
                onChange={setEndpoint}
                w={360}
              />
              <Button onClick={redeliver} loading={busy}>
                Redeliver
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
