import { Alert, Badge, Button, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ReactNode } from 'react';
import { ApiError, List, Loaded } from './api';
import { label } from './format';

export function PageTitle({ title, description, actions }: { title: string; description?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" mb="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="gray.7" size="sm">
            {description}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}

/** An API refusal or failure, in the API's own words. */
export function ErrorNotice({ error, retry, title = 'Something went wrong' }: { error: ApiError; retry?: () => void; title?: string }) {
  const advice = error.status === 0 || error.status >= 500 ? 'Try again in a moment; if it keeps failing, contact the merchant.' : undefined;
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{error.describe()}</Text>
        {advice && <Text size="sm">{advice}</Text>}
        {retry && (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  open: 'blue',
  pending: 'yellow',
  paid: 'green',
  kept: 'green',
  resolved: 'green',
  approved: 'green',
  closed: 'gray',
  broken: 'red',
  rejected: 'red',
  declined: 'red',
  overdue: 'red',
  disputed: 'orange',
  withdrawn: 'gray',
  // API tokens (Settings › API access).
  active: 'green',
  revoked: 'gray',
  expired: 'gray',
};

/** A status as a filled badge: the theme picks black or white text by the fill, keeping AA contrast. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOURS[status] ?? 'gray'}>{label(status)}</Badge>;
}

/** One figure with its caption, as on the overview's credit line. */
export function Figure({ caption, value, testId }: { caption: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="gray.7">
        {caption}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/** A loaded list in a table, with its loading, empty and error states and page controls. */
export function ListTable<T>({
  loaded,
  columns,
  rowKey,
  empty,
  page,
  onPage,
  caption,
}: {
  loaded: Loaded<List<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  page?: number;
  onPage?: (page: number) => void;
  caption: string;
}) {
  return (
    <DataTable
      rows={loaded.data?.results ?? []}
      columns={columns}
      rowKey={rowKey}
      empty={empty}
      loading={loaded.loading && !loaded.data}
      error={loaded.error}
      retry={loaded.reload}
      caption={caption}
      footer={
        loaded.data && onPage && page !== undefined && loaded.data.count > loaded.data.limit ? (
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="gray.7">
              {loaded.data.count} in all
            </Text>
            <Pagination
              total={Math.ceil(loaded.data.count / loaded.data.limit)}
              value={page + 1}
              onChange={(value) => onPage(value - 1)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(value) => ({ 'aria-label': `Page ${value}` })}
            />
          </Group>
        ) : undefined
      }
    />
  );
}

export function DataTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  loading,
  error,
  retry,
  caption,
  footer,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  loading: boolean;
  error?: ApiError;
  retry?: () => void;
  caption: string;
  footer?: ReactNode;
}) {
  if (error) return <ErrorNotice error={error} retry={retry} />;
  if (loading) {
    return (
      <Center py="xl" aria-live="polite">
        <Loader size="sm" aria-label={`Loading ${caption.toLowerCase()}`} />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="gray.7" size="sm">
          {empty}
        </Text>
      </Paper>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer}
    </>
  );
}
