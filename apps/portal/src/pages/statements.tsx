import type { Statement } from '@netline/contracts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { List, listPath, useApi } from '../api';
import { ErrorNotice, Figure, ListTable, PageTitle, StatusBadge } from '../components';
import { useCustomerPath } from '../customer';
import { money } from '../format';

/** A statement's calendar month (the merchant's clock is UTC), as "March 2026". */
const month = (periodStart: string) => new Date(periodStart).toLocaleDateString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The month so far, then every closed month, newest first, each with its PDF. */
export function StatementsPage() {
  const path = useCustomerPath();
  const current = useApi<Statement>(path('/statements/current'));
  const [page, setPage] = useState(0);
  const closed = useApi<List<Statement>>(listPath(path('/statements'), page));
  // The running month has no id until it closes; the API renders it as it stands now.
  const currentPdf = `/portal/api${path('/statements/current/pdf')}`;
  return (
    <Stack>
      <PageTitle
        title="Statements"
        description="Month by month: what you owed when it began, what was invoiced, paid and credited, and what you owed when it ended."
      />
      <section aria-labelledby="current-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="current-heading">
            {current.data ? `${month(current.data.period_start)} so far` : 'This month so far'}
          </Title>
          <Anchor href={currentPdf} download aria-label="Download the PDF of this month's statement">
            Download PDF
          </Anchor>
        </Group>
        {current.error && <ErrorNotice error={current.error} retry={current.reload} />}
        {current.data && (
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <Figure caption="Opening balance" value={money(current.data.opening_balance)} />
              <Figure caption="Invoiced" value={money(current.data.totals.invoiced)} />
              <Figure caption="Paid" value={money(current.data.totals.paid)} />
              <Figure caption="Credited" value={money(current.data.totals.credited)} />
              <Figure caption="Balance now" value={money(current.data.closing_balance)} testId="statement-closing" />
            </SimpleGrid>
            <Text size="sm" c="gray.7" mt="sm">
              {current.data.lines.length} {current.data.lines.length === 1 ? 'entry' : 'entries'} this month.
            </Text>
          </Paper>
        )}
      </section>
      <section aria-labelledby="closed-heading">
        <Title order={2} size="h4" mb="xs" id="closed-heading">
          Past months
        </Title>
        <ListTable
          loaded={closed}
          caption="Past statements"
          rowKey={(statement) => statement.id ?? statement.period_start}
          empty="No month has closed yet."
          page={page}
          onPage={setPage}
          columns={[
            { header: 'Month', cell: (statement) => month(statement.period_start) },
            { header: 'Status', cell: (statement) => <StatusBadge status={statement.status} /> },
            { header: 'Opening', cell: (statement) => money(statement.opening_balance) },
            { header: 'Closing', cell: (statement) => money(statement.closing_balance) },
            {
              header: 'PDF',
              cell: (statement) =>
                statement.id ? (
                  <Anchor
                    href={`/portal/api${path(`/statements/${encodeURIComponent(statement.id)}/pdf`)}`}
                    download
                    aria-label={`Download the PDF of ${month(statement.period_start)}`}
                  >
                    Download
                  </Anchor>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </section>
    </Stack>
  );
}
