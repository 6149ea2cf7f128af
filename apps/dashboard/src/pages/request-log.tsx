import { REQUEST_LOG_METHODS, type RequestLog } from '@netline/contracts';
import { Badge, Code, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGet } from '../api';
import { ListTable, PageTitle } from '../components';
import { dateTime, label } from '../format';

const STATUS_CLASSES = [
  { value: '2', label: '2xx (succeeded)' },
  { value: '4', label: '4xx (refused)' },
  { value: '5', label: '5xx (failed)' },
];

function statusColor(status: number): string {
  return status >= 500 ? 'red' : status >= 400 ? 'orange' : 'teal';
}

/**
 * The request log (`GET /api/request-logs`): the account's API requests of the last 30 days, newest
 * first, with the request id support asks for. Never a body or a header.
 */
export function RequestLogPage() {
  const [page, setPage] = useState(0);
  const [method, setMethod] = useState<string | null>(null);
  const [statusClass, setStatusClass] = useState<string | null>(null);
  const [requestId, setRequestId] = useState('');
  const requests = useGet('/request-logs', {
    query: {
      page,
      limit: 25,
      'filter[method][eq]': (method as (typeof REQUEST_LOG_METHODS)[number] | null) ?? undefined,
      'filter[status][gte]': statusClass ? `${statusClass}00` : undefined,
      'filter[status][lt]': statusClass ? `${Number(statusClass) + 1}00` : undefined,
      'filter[request_id][eq]': requestId.trim() || undefined,
    },
  });
  const filtered = Boolean(method || statusClass || requestId.trim());
  return (
    <>
      <PageTitle
        title="Request log"
        description="Your API requests of the last 30 days: method, path, status, duration, which key made it, and the request id to quote to support. No body, header or query value is kept. `netline logs tail` follows the same log."
      />
      <Group mb="md" align="flex-end">
        <Select
          label="Method"
          placeholder="Any"
          clearable
          data={[...REQUEST_LOG_METHODS]}
          value={method}
          onChange={(value) => (setMethod(value), setPage(0))}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={STATUS_CLASSES}
          value={statusClass}
          onChange={(value) => (setStatusClass(value), setPage(0))}
        />
        <TextInput
          label="Request id"
          placeholder="The X-Request-Id of an answer"
          value={requestId}
          onChange={(event) => (setRequestId(event.currentTarget.value), setPage(0))}
        />
      </Group>
      <ListTable<RequestLog>
        caption="Request log"
        loaded={requests}
        page={page}
        onPage={setPage}
        rowKey={(request) => request.id}
        empty={filtered ? 'No request matches these filters.' : 'No API request yet. Requests made with your keys and access keys appear here within a second.'}
        columns={[
          { header: 'When', cell: (request) => dateTime(request.created_at) },
          { header: 'Method', cell: (request) => <Code>{request.method}</Code> },
          { header: 'Path', cell: (request) => <Code>{request.path}</Code> },
          { header: 'Status', cell: (request) => <Badge color={statusColor(request.status)}>{request.status}</Badge> },
          { header: 'Duration', cell: (request) => `${Math.round(request.duration_ms)} ms` },
          { header: 'Credential', cell: (request) => `${label(request.credential_type)}${request.credential_id ? ` ${request.credential_id}` : ''}` },
          { header: 'Request id', cell: (request) => <Code>{request.request_id}</Code> },
        ]}
      />
    </>
  );
}
