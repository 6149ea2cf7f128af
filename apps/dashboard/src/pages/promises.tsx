import { PROMISE_TO_PAY_STATUSES, type PromiseToPay, type PromiseToPayStatus } from '@netline/contracts';
import { Anchor, Badge, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useGet } from '../api';
import { ListTable } from '../components';
import { useCustomerNames } from '../customer-names';
import { date, dateTime, label, money } from '../format';
import { useInvoiceNumbers } from '../invoice-numbers';

const STATUS_COLORS: Record<PromiseToPayStatus, string> = { open: 'blue', kept: 'green', broken: 'red' };

export function promiseBadge(status: PromiseToPayStatus) {
  return <Badge color={STATUS_COLORS[status]}>{label(status)}</Badge>;
}

/**
 * The Collections page's promises to pay (`GET /api/promises-to-pay`, billing): a customer's word that it
 * pays an amount on some invoices by a day. Their invoices get no reminders until that day is over; then
 * the promise is kept or broken (docs/collections.md, "Promises to pay").
 */
export function PromisesToPaySection() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState('open');
  const promises = useGet('/promises-to-pay', { query: { page, limit: 25, 'filter[status][eq]': (status as PromiseToPayStatus | '') || undefined } });
  const rows = promises.data?.results ?? [];
  const names = useCustomerNames(rows.map((promise) => promise.customer_id));
  const numbers = useInvoiceNumbers(rows.flatMap((promise) => promise.invoice_ids));
  return (
    <Paper withBorder p="md" radius="md" mt="lg" component="section" aria-labelledby="promises-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="promises-title">
          Promises to pay
        </Title>
        <SegmentedControl
          aria-label="Promise status"
          size="xs"
          value={status}
          onChange={(value) => (setStatus(value), setPage(0))}
          data={[...PROMISE_TO_PAY_STATUSES.map((value) => ({ value, label: label(value) })), { value: '', label: 'All' }]}
        />
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        Reminders for a promise&apos;s invoices wait until the promised day is over; then the promise is kept if the amount was paid, else broken and reminders
        resume.
      </Text>
      <ListTable<PromiseToPay>
        caption="Promises to pay"
        loaded={promises}
        page={page}
        onPage={setPage}
        rowKey={(promise) => promise.id}
        empty={
          status
            ? `No ${status} promise to pay.`
            : 'No promise to pay yet. Record one with POST /api/promises-to-pay, or a customer makes one in the buyer portal.'
        }
        columns={[
          { header: 'Customer', cell: (promise) => names.get(promise.customer_id) ?? promise.customer_id },
          {
            header: 'Invoices',
            cell: (promise) =>
              promise.invoice_ids.map((invoiceId, index) => (
                <Fragment key={invoiceId}>
                  {index > 0 && ', '}
                  <Anchor component={Link} to={`/invoices?invoice=${encodeURIComponent(invoiceId)}`} size="sm">
                    {numbers.get(invoiceId) ?? invoiceId}
                  </Anchor>
                </Fragment>
              )),
          },
          { header: 'Amount', cell: (promise) => money(promise.amount) },
          { header: 'Promised for', cell: (promise) => date(promise.promised_for) },
          { header: 'Paid since', cell: (promise) => money(promise.amount_paid) },
          { header: 'Status', cell: (promise) => promiseBadge(promise.status) },
          { header: 'Made', cell: (promise) => dateTime(promise.created_at) },
        ]}
      />
    </Paper>
  );
}
