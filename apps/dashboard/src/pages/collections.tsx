import { AGING_BUCKETS, OVERDUE_BUCKETS, type AgingHistoryInterval, type ArAgingHistory, type OverdueBucket, type OverdueInvoice } from '@netline/contracts';
import { AreaChart } from '@mantine/charts';
import { Anchor, Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, useGet } from '../api';
import { BUCKET_COLORS, BUCKET_LABELS } from '../aging';
import { asApiError, ErrorNotice, ListTable, PageTitle } from '../components';
import { date, dateTime, money } from '../format';
import { useSession } from '../session';
import { PromisesToPaySection } from './promises';

const BUCKET_BADGES: Record<OverdueBucket, string> = { days_1_30: 'yellow', days_31_60: 'orange', days_61_90: 'red', days_over_90: 'red' };

/** The history windows offered: a point a day over a month, or a point a week over a quarter or a year. */
const PERIODS: Record<string, { label: string; days: number; interval: AgingHistoryInterval }> = {
  month: { label: '30 days', days: 30, interval: 'day' },
  quarter: { label: '90 days', days: 90, interval: 'week' },
  year: { label: '1 year', days: 365, interval: 'week' },
};

/**
 * Collections: the overdue invoices by how late they are (`GET /api/collections/overdue`, billing), each
 * with its reminders and a reminder on request, and how receivables aged over time
 * (`GET /api/reports/ar-aging/history`, insights), with the customers' promises to pay.
 */
export function CollectionsPage() {
  const [page, setPage] = useState(0);
  const [bucket, setBucket] = useState('');
  const { canWrite } = useSession();
  const overdue = useGet('/collections/overdue', { query: { page, limit: 25, 'filter[bucket][eq]': (bucket as OverdueBucket | '') || undefined } });
  const remind = (invoice: OverdueInvoice) =>
    call('post', '/invoices/{invoice_id}/remind', { path: { invoice_id: invoice.invoice_id } }).then(
      () => {
        notify(`Reminder sent to ${invoice.customer_name ?? invoice.customer_id} about invoice ${invoice.number}.`);
        overdue.reload();
      },
      (failure: unknown) => notify(asApiError(failure).describe(), 'red', 'No reminder sent'),
    );
  return (
    <>
      <PageTitle
        title="Collections"
        description="Invoices past their due date with a balance still owed, on your account's clock, with the reminders your schedule sends."
      />
      <Group mb="md" align="flex-end">
        <div>
          <Text size="sm" fw={500} id="age-filter" mb={4}>
            Age
          </Text>
          <SegmentedControl
            aria-labelledby="age-filter"
            value={bucket}
            onChange={(value) => (setBucket(value), setPage(0))}
            data={[{ value: '', label: 'All overdue' }, ...OVERDUE_BUCKETS.map((value) => ({ value, label: BUCKET_LABELS[value] }))]}
          />
        </div>
        {overdue.data && (
          <Text size="sm" c="gray.7" pb={6}>
            {overdue.data.count} overdue {overdue.data.count === 1 ? 'invoice' : 'invoices'}
          </Text>
        )}
      </Group>
      <ListTable<OverdueInvoice>
        caption="Overdue invoices"
        loaded={overdue}
        page={page}
        onPage={setPage}
        rowKey={(invoice) => invoice.invoice_id}
        empty={
          bucket
            ? `No invoice is ${BUCKET_LABELS[bucket as OverdueBucket].toLowerCase()} overdue.`
            : 'Nothing is overdue. Invoices appear here once past their due date.'
        }
        columns={[
          { header: 'Customer', cell: (invoice) => invoice.customer_name ?? invoice.customer_id },
          {
            header: 'Invoice',
            cell: (invoice) => (
              <Anchor component={Link} to={`/invoices?invoice=${encodeURIComponent(invoice.invoice_id)}`} size="sm">
                {invoice.number}
              </Anchor>
            ),
          },
          { header: 'Balance', cell: (invoice) => money(invoice.amount_balance) },
          { header: 'Due', cell: (invoice) => date(invoice.due_at) },
          { header: 'Days overdue', cell: (invoice) => invoice.days_overdue },
          { header: 'Age', cell: (invoice) => <Badge color={BUCKET_BADGES[invoice.bucket]}>{BUCKET_LABELS[invoice.bucket]}</Badge> },
          { header: 'Last reminder', cell: (invoice) => dateTime(invoice.last_reminder_at) },
          { header: 'Next reminder', cell: (invoice) => (invoice.next_reminder_at ? dateTime(invoice.next_reminder_at) : 'none scheduled') },
          ...(canWrite
            ? [
                {
                  header: 'Actions',
                  cell: (invoice: OverdueInvoice) => (
                    <Button size="compact-sm" variant="light" onClick={() => void remind(invoice)}>
                      Remind now
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <PromisesToPaySection />
      <AgingHistoryChart />
    </>
  );
}

/** Receivables by ageing bucket over time, stacked, oldest on the left. */
function AgingHistoryChart() {
  const [period, setPeriod] = useState('month');
  const { days, interval } = PERIODS[period];
  const history = useGet('/reports/ar-aging/history', { query: { days, interval } });
  const data = (history.data?.points ?? []).map((point) => ({ when: pointLabel(point.as_of, interval), ...point.buckets }));
  return (
    <Paper withBorder p="md" radius="md" mt="lg" component="section" aria-labelledby="aging-history-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="aging-history-title">
          Receivables by age over time
        </Title>
        <SegmentedControl
          aria-label="History period"
          size="xs"
          value={period}
          onChange={setPeriod}
          data={Object.entries(PERIODS).map(([value, { label }]) => ({ value, label }))}
        />
      </Group>
      {history.error ? (
        <ErrorNotice error={history.error} retry={history.reload} />
      ) : !history.data ? (
        <Center h={280}>
          <Loader size="sm" aria-label="Loading the receivables history" />
        </Center>
      ) : (
        <div data-testid="aging-history-chart">
          <div role="img" aria-label={historySummary(history.data, interval)}>
            <AreaChart
              h={280}
              data={data}
              dataKey="when"
              type="stacked"
              withLegend
              withDots={false}
              valueFormatter={money}
              series={AGING_BUCKETS.map((bucket) => ({ name: bucket, label: BUCKET_LABELS[bucket], color: BUCKET_COLORS[bucket] }))}
              areaChartProps={{ accessibilityLayer: false }}
              areaProps={{ isAnimationActive: false }}
            />
          </div>
          <Text size="xs" c="gray.7" mt="xs">
            Open balances as they stood at the end of each {interval} (UTC), the last point now.
          </Text>
        </div>
      )}
    </Paper>
  );
}

/** The chart's text alternative: what it covers and where it ends. */
function historySummary(history: ArAgingHistory, interval: AgingHistoryInterval): string {
  const last = history.points[history.points.length - 1];
  const buckets = AGING_BUCKETS.map((bucket) => `${BUCKET_LABELS[bucket]} ${money(last.buckets[bucket])}`).join(', ');
  return `Stacked area chart of open balances by age at the end of each ${interval} over ${history.days} days; now ${money(last.total)}: ${buckets}`;
}

/** A point's day, in UTC like the days the history ends; a week by its last day. */
function pointLabel(asOf: string, interval: AgingHistoryInterval): string {
  const day = new Date(asOf).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return interval === 'week' ? `Week to ${day}` : day;
}

function notify(message: string, color: 'green' | 'red' = 'green', title?: string): void {
  notifications.show({ title, message, color, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}
