import { Badge, Paper, Text } from '@mantine/core';
import { label } from './format';

export { DataTable, ErrorNotice, ListTable, PageTitle, type Column } from '@netline/web-kit';

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
