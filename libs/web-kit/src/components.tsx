import { Alert, Button, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { createContext, ReactNode, useContext } from 'react';
import { ApiError, List, Loaded } from './api';

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

/**
 * What a person can do about a failure, which is each app's to say (a merchant asks an admin or Netline
 * support, a buyer asks the merchant); `WebAppRoot` provides it to every error notice, tables' included.
 */
export const ErrorAdvice = createContext<(error: ApiError) => string | undefined>(() => undefined);

/** An API refusal or failure, in the API's own words, with the app's advice and a retry when there is one. */
export function ErrorNotice({ error, retry, title = 'Something went wrong' }: { error: ApiError; retry?: () => void; title?: string }) {
  const advice = useContext(ErrorAdvice)(error);
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

/** Rows in a table, or instead the error, a loader or the empty state. */
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
