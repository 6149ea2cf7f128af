import { AGING_BUCKETS, type CustomerAging } from '@netline/contracts';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGet } from '../api';
import { BUCKET_LABELS } from '../aging';
import { DataTable, ErrorNotice, PageTitle } from '../components';
import { useCustomerNames } from '../customer-names';
import { dateTime, money } from '../format';

/** Receivables ageing and DSO (served by insights from Netline's event streams). */
export function ReportsPage() {
  const aging = useGet('/reports/ar-aging');
  const dso = useGet('/reports/dso');
  const names = useCustomerNames((aging.data?.customers ?? []).map((customer) => customer.customer_id));
  const name = (customer: CustomerAging) => names.get(customer.customer_id) ?? customer.customer_id;
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
      <SimpleGrid cols={{ base: 1, md: 2 }} mb="lg">
        {aging.data && (
          <ChartPanel
            title="Open balances by age"
            testId="aging-buckets-chart"
            summary={`Bar chart of open balances by age: ${AGING_BUCKETS.map((bucket) => `${BUCKET_LABELS[bucket]} ${money(aging.data!.buckets[bucket])}`).join(', ')}`}
          >
            <BarChart
              h={240}
              data={AGING_BUCKETS.map((bucket) => ({ bucket: BUCKET_LABELS[bucket], amount: aging.data!.buckets[bucket] }))}
              dataKey="bucket"
              series={[{ name: 'amount', label: 'Open balance', color: 'indigo.6' }]}
              valueFormatter={money}
              barChartProps={{ accessibilityLayer: false }}
              barProps={{ isAnimationActive: false }}
            />
          </ChartPanel>
        )}
        {dso.data && (
          <ChartPanel
            title="Receivables against credit sales"
            testId="dso-chart"
            summary={`Bar chart: receivables ${money(dso.data.receivables)}, credit sales of the last ${dso.data.period_days} days ${money(dso.data.credit_sales)}`}
            note={
              dso.data.dso === null
                ? `No invoice was sent in the last ${dso.data.period_days} days, so DSO has no meaning now.`
                : `DSO ${dso.data.dso} days: receivables are ${dso.data.dso} days' worth of the last ${dso.data.period_days} days' credit sales.`
            }
          >
            <BarChart
              h={240}
              data={[
                { figure: 'Receivables', amount: dso.data.receivables },
                { figure: `Credit sales, ${dso.data.period_days} days`, amount: dso.data.credit_sales },
              ]}
              dataKey="figure"
              series={[{ name: 'amount', label: 'Amount', color: 'indigo.6' }]}
              valueFormatter={money}
              barChartProps={{ accessibilityLayer: false }}
              barProps={{ isAnimationActive: false }}
            />
          </ChartPanel>
        )}
      </SimpleGrid>
      <DataTable<CustomerAging>
        caption="Receivables by customer"
        rows={aging.data?.customers ?? []}
        loading={aging.loading && !aging.data}
        error={aging.error}
        retry={aging.reload}
        rowKey={(customer) => customer.customer_id}
        empty="No receivables yet. Sent invoices appear here with their open balances."
        columns={[
          { header: 'Customer', cell: name },
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

/** A chart under its heading; the figures it draws are its text alternative (`summary`), read instead of the drawing. */
function ChartPanel({ title, testId, summary, note, children }: { title: string; testId: string; summary: string; note?: string; children: ReactNode }) {
  const id = `${testId}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      {note && (
        <Text size="xs" c="gray.7" mt="xs">
          {note}
        </Text>
      )}
    </Paper>
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
