import { DELIVERY_STATUSES, PUBLIC_TOPIC_NAMES, PUBLIC_TOPICS, upsertWebhookSchema, type DeliveryStatus, type WebhookDelivery } from '@netline/contracts';
import { Badge, Button, Checkbox, Code, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { ApiError, call, useGet } from '../api';
import { asApiError, ConfirmButton, DataTable, ErrorNotice, ListTable, PageTitle, useSubmit } from '../components';
import { dateTime, label } from '../format';
import { useSession } from '../session';

interface EndpointGroup {
  endpoint_url: string;
  topics: string[];
}

export function WebhooksPage() {
  const { canWrite } = useSession();
  const endpoints = useGet('/webhooks', { query: { limit: 100 } });
  const [adding, setAdding] = useState(false);
  const [deliveriesKey, setDeliveriesKey] = useState(0);
  const groups = useMemo<EndpointGroup[]>(() => {
    const byUrl = new Map<string, string[]>();
    for (const row of endpoints.data?.results ?? []) byUrl.set(row.endpoint_url, [...(byUrl.get(row.endpoint_url) ?? []), row.topic.name]);
    return [...byUrl].map(([endpoint_url, topics]) => ({ endpoint_url, topics }));
  }, [endpoints.data]);

  const sendTest = (url: string) =>
    call('post', '/webhooks/test', { body: { endpoint_url: url } }).then(
      () => {
        notifications.show({ message: `Test event sent to ${url}; it appears in the delivery log below.`, color: 'green' });
        setDeliveriesKey((value) => value + 1);
      },
      (failure: unknown) => notifications.show({ title: 'Test event not sent', message: asApiError(failure).describe(), color: 'red' }),
    );

  return (
    <>
      <PageTitle
        title="Webhooks"
        description="Netline posts signed events to your HTTPS endpoints and retries failures with backoff."
        actions={canWrite ? <Button onClick={() => setAdding(true)}>Add endpoint</Button> : undefined}
      />
      <Stack gap="xl">
        <Paper withBorder p="lg" radius="md" component="section" aria-label="Endpoints">
          <Title order={2} size="h4" mb="md">
            Endpoints
          </Title>
          <DataTable<EndpointGroup>
            caption="Webhook endpoints"
            rows={groups}
            loading={endpoints.loading && !endpoints.data}
            error={endpoints.error}
            retry={endpoints.reload}
            rowKey={(group) => group.endpoint_url}
            empty="No endpoints yet. Add one to receive events such as an invoice being paid or a customer approved."
            columns={[
              { header: 'URL', cell: (group) => <Code>{group.endpoint_url}</Code> },
              { header: 'Topics', cell: (group) => <Text size="sm">{group.topics.join(', ')}</Text> },
              {
                header: 'Actions',
                cell: (group) =>
                  canWrite ? (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => void sendTest(group.endpoint_url)}>
                        Send test event
                      </Button>
                      <ConfirmButton
                        label="Remove"
                        title="Remove this endpoint?"
                        message={`${group.endpoint_url} stops receiving every event.`}
                        confirmLabel="Remove endpoint"
                        onConfirm={async () => {
                          await call('delete', '/webhooks', { body: { endpoint_url: group.endpoint_url } });
                          endpoints.reload();
                        }}
                      />
                    </Group>
                  ) : null,
              },
            ]}
          />
        </Paper>
        <Deliveries key={deliveriesKey} />
      </Stack>
      <AddEndpointModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          endpoints.reload();
        }}
      />
    </>
  );
}

function AddEndpointModal({ opened, onClose, onAdded }: { opened: boolean; onClose: () => void; onAdded: () => void }) {
  const [url, setUrl] = useState('https://');
  const [topics, setTopics] = useState<string[]>([...PUBLIC_TOPIC_NAMES]);
  const { busy, error, submit: run } = useSubmit();
  const submit = () =>
    run(() => {
      const body = { endpoint_url: url.trim(), events: Object.fromEntries(PUBLIC_TOPIC_NAMES.map((topic) => [topic, topics.includes(topic)])) };
      const checked = upsertWebhookSchema.safeParse(body);
      if (!checked.success || topics.length === 0) {
        throw new ApiError(400, 'validation_error', 'Check the form', [
          ...(checked.success ? [] : checked.error.issues.map((issue) => ({ path: issue.path.join('.') || 'endpoint_url', message: issue.message }))),
          ...(topics.length === 0 ? [{ path: 'topics', message: 'pick at least one topic' }] : []),
        ]);
      }
      return call('post', '/webhooks', { body: checked.data });
    }, onAdded);
  return (
    <Modal opened={opened} onClose={onClose} title="Add webhook endpoint" size="lg">
      <Stack>
        <TextInput
          label="Endpoint URL"
          description="An https:// address of yours that answers 2xx quickly."
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Checkbox.Group label="Topics" value={topics} onChange={setTopics}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {PUBLIC_TOPIC_NAMES.map((topic) => (
              <Checkbox key={topic} value={topic} label={topic} description={PUBLIC_TOPICS[topic]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {error && <ErrorNotice error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Save endpoint
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function statusBadge(status: string) {
  const color = status === 'succeeded' ? 'green' : status === 'failed' ? 'red' : 'yellow';
  return <Badge color={color}>{label(status)}</Badge>;
}

function Deliveries() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [eventType, setEventType] = useState('');
  const [open, setOpen] = useState<string>();
  const deliveries = useGet('/webhooks/deliveries', {
    query: {
      page,
      limit: 25,
      'filter[status][eq]': (status as DeliveryStatus | null) ?? undefined,
      'filter[event_type][eq]': eventType.trim() || undefined,
    },
  });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Delivery log">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Delivery log
        </Title>
        <Button size="xs" variant="default" onClick={deliveries.reload}>
          Refresh
        </Button>
      </Group>
      <Group mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={DELIVERY_STATUSES.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
        <TextInput
          label="Event type"
          placeholder="e.g. invoice.paid"
          value={eventType}
          onChange={(event) => {
            setEventType(event.currentTarget.value);
            setPage(0);
          }}
        />
      </Group>
      <ListTable<WebhookDelivery>
        caption="Webhook deliveries"
        loaded={deliveries}
        page={page}
        onPage={setPage}
        rowKey={(delivery) => delivery.id}
        empty="No deliveries match. Events appear here as soon as Netline sends them; send a test event to try an endpoint."
        columns={[
          { header: 'Created', cell: (delivery) => dateTime(delivery.created_at) },
          { header: 'Event', cell: (delivery) => delivery.event_type },
          { header: 'Endpoint', cell: (delivery) => <Text size="sm">{delivery.endpoint_url}</Text> },
          { header: 'Status', cell: (delivery) => statusBadge(delivery.status) },
          { header: 'Attempts', cell: (delivery) => String(delivery.attempt_count) },
          { header: 'Last HTTP status', cell: (delivery) => (delivery.last_status_code === null ? '—' : String(delivery.last_status_code)) },
          {
            header: 'Details',
            cell: (delivery) => (
              <Button size="xs" variant="subtle" onClick={() => setOpen(delivery.id)} aria-label={`Attempts of delivery ${delivery.id}`}>
                Attempts
              </Button>
            ),
          },
        ]}
      />
      {open && (
        <DeliveryModal
          id={open}
          onClose={() => setOpen(undefined)}
          onResent={() => {
            setOpen(undefined);
            deliveries.reload();
          }}
        />
      )}
    </Paper>
  );
}

function DeliveryModal({ id, onClose, onResent }: { id: string; onClose: () => void; onResent: () => void }) {
  const delivery = useGet('/webhooks/deliveries/{delivery_id}', { path: { delivery_id: id } });
  const { canWrite } = useSession();
  const [error, setError] = useState<ApiError>();
  return (
    <Modal opened onClose={onClose} title="Delivery" size="xl">
      {delivery.error && <ErrorNotice error={delivery.error} retry={delivery.reload} />}
      {delivery.data && (
        <Stack>
          <Group gap="md">
            <Text size="sm">
              <b>Event</b> {delivery.data.event_type} ({delivery.data.event_id})
            </Text>
            {statusBadge(delivery.data.status)}
          </Group>
          <Text size="sm">
            <b>Endpoint</b> {delivery.data.endpoint_url}
          </Text>
          {delivery.data.next_attempt_at && (
            <Text size="sm">
              <b>Next attempt</b> {dateTime(delivery.data.next_attempt_at)}
            </Text>
          )}
          <Table withTableBorder aria-label="Attempts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>HTTP status</Table.Th>
                <Table.Th>Duration</Table.Th>
                <Table.Th>Error</Table.Th>
                <Table.Th>Next attempt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {delivery.data.attempts.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>No attempt yet; the first one is on its way.</Table.Td>
                </Table.Tr>
              )}
              {delivery.data.attempts.map((attempt) => (
                <Table.Tr key={attempt.number}>
                  <Table.Td>{attempt.number}</Table.Td>
                  <Table.Td>{dateTime(attempt.attempted_at)}</Table.Td>
                  <Table.Td>{attempt.status_code ?? '—'}</Table.Td>
                  <Table.Td>{attempt.duration_ms} ms</Table.Td>
                  <Table.Td>{attempt.error ?? '—'}</Table.Td>
                  <Table.Td>{dateTime(attempt.next_attempt_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {error && <ErrorNotice error={error} />}
          {canWrite && (
            <Group justify="flex-end">
              <Button
                onClick={() =>
                  void call('post', '/webhooks/deliveries/{delivery_id}/resend', { path: { delivery_id: id } }).then(
                    () => {
                      notifications.show({ message: 'Resent as a new delivery.', color: 'green' });
                      onResent();
                    },
                    (failure: unknown) => setError(asApiError(failure)),
                  )
                }
              >
                Resend
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
