import { Alert, Button, Center, Code, CopyButton, Group, Loader, Modal, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ReactNode, useState } from 'react';
import { ApiError, List, Loaded } from './api';
import { useSession } from './session';

/** How long typing pauses before a search box asks the API: one request per search, not per keystroke. */
export const SEARCH_PAUSE_MS = 250;

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

export function ErrorNotice({ error, retry }: { error: ApiError; retry?: () => void }) {
  const advice =
    error.status === 403
      ? 'Your role does not allow this. Ask an admin of your team.'
      : error.status === 0 || error.status >= 500
        ? 'Try again in a moment; if it keeps failing, contact Netline support.'
        : undefined;
  return (
    <Alert color="red" title="Something went wrong" role="alert">
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
  const rows = loaded.data?.results ?? [];
  return (
    <DataTable
      rows={rows}
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

/** A secret shown once, with a copy button. */
export function SecretValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={`secret-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** A button that asks before it acts (for changes that cannot be undone); admins only. */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  onConfirm,
  color = 'red',
  variant = 'light',
  size = 'xs',
}: {
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  color?: string;
  variant?: string;
  size?: string;
}) {
  const { canWrite } = useSession();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  if (!canWrite) return null;
  return (
    <>
      <Button size={size} color={color} variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack>
          <Text size="sm">{message}</Text>
          {error && <ErrorNotice error={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              color={color}
              loading={busy}
              onClick={() => {
                setBusy(true);
                setError(undefined);
                onConfirm().then(
                  () => {
                    setBusy(false);
                    setOpen(false);
                  },
                  (failure: unknown) => {
                    setBusy(false);
                    setError(failure instanceof ApiError ? failure : new ApiError(0, 'api_error', String(failure)));
                  },
                );
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'api_error', String(error));
}

/**
 * The request checked against the API's own schema before it is sent: the parsed body, or the problems as
 * a `validation_error` naming each field as the form calls it (`fields`), a missing one as required.
 */
export function checkRequest<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  input: Record<string, unknown>,
  fields: Record<string, string>,
): { data: T; error?: undefined } | { data?: undefined; error: ApiError } {
  const checked = schema.safeParse(input);
  if (checked.success) return { data: checked.data };
  const details = checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { path: fields[field] ?? field, message: input[field] === undefined ? 'is required' : issue.message };
  });
  return { error: new ApiError(400, 'validation_error', 'Check the form', details) };
}
