import { AGING_BUCKETS, type AgingBucket, type ArAgingReport, type CustomerAging, type DsoReport } from '@netline/contracts';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useApi } from '../api';
import { DataTable, ErrorNotice, PageTitle } from '../components';
import { dateTime, money } from '../format';

const BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days_1_30: '1–30 days',
  days_31_60: '31–60 days',
  days_61_90: '61–90 days',
  days_over_90: 'Over 90 days',
};

/** Receivables ageing and DSO (served by insights from Netline's event streams). */
export function ReportsPage() {
  const aging = useApi<ArAgingReport>('/reports/ar-aging');
  const dso = useApi<DsoReport>('/reports/dso');
  return (
    <>
      <PageTitle
        title="Reports"
        description="What your customers owe on sent invoices, by how late it is on your account's clock, and how many days of sales are outstanding."
      />
      {dso.error ? (
        <ErrorNotice error={dso.error} retry={dso.reload} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
          <Figure label="Receivables" value={dso.data ? money(dso.data.receivables) : '…'} />
          <Figure label={`Credit sales, last ${dso.data?.period_days ?? 90} days`} value={dso.data ? money(dso.data.credit_sales) : '…'} />
          <Figure label="DSO" value={dso.data ? (dso.data.dso === null ? 'no sales in the period' : `${dso.data.dso} days`) : '…'} />
        </SimpleGrid>
      )}
      {aging.data && (
        <Group mb="sm" justify="space-between">
          <Text size="sm" c="gray.7">
            Aged at {dateTime(aging.data.as_of)}
          </Text>
        </Group>
      )}
      {aging.data && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} mb="lg">
          {AGING_BUCKETS.map((bucket) => (
            <Figure key={bucket} label={BUCKET_LABELS[bucket]} value={money(aging.data!.buckets[bucket])} />
          ))}
        </SimpleGrid>
      )}
      <DataTable<CustomerAging>
        caption="Receivables by customer"
        rows={aging.data?.customers ?? []}
        loading={aging.loading && !aging.data}
        error={aging.error}
        retry={aging.reload}
        rowKey={(customer) => customer.customer_id}
        empty="No receivables yet. Sent invoices appear here with their open balances."
        columns={[
          { header: 'Customer', cell: (customer) => customer.customer_id },
          { header: 'Open invoices', cell: (customer) => customer.open_invoices },
          { header: 'Outstanding', cell: (customer) => money(customer.total) },
          ...AGING_BUCKETS.map((bucket) => ({ header: BUCKET_LABELS[bucket], cell: (customer: CustomerAging) => money(customer.buckets[bucket]) })),
          { header: 'Invoiced', cell: (customer) => money(customer.invoiced) },
          { header: 'Paid', cell: (customer) => money(customer.paid) },
          { header: 'Credited', cell: (customer) => money(customer.credited) },
        ]}
      />
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
