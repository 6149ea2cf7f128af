import { PAYMENT_STATUSES, type Payment, type PaymentStatus } from '@netline/contracts';
import { Badge, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGet } from '../api';
import { ListTable, PageTitle } from '../components';
import { dateTime, label, money } from '../format';

export function statusColor(status: string): string {
  return status === 'paid' ? 'green' : status === 'failed' || status === 'canceled' ? 'red' : 'blue';
}

export function PaymentsPage() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [customer, setCustomer] = useState('');
  const payments = useGet('/payments', {
    query: { page, limit: 25, 'filter[status][eq]': (status as PaymentStatus | null) ?? undefined, 'filter[customer_id][eq]': customer.trim() || undefined },
  });
  return (
    <>
      <PageTitle title="Payments" description="Money your customers paid toward their invoices." />
      <Group mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={PAYMENT_STATUSES.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => (setStatus(value), setPage(0))}
        />
        <TextInput label="Customer id" placeholder="cus_…" value={customer} onChange={(event) => (setCustomer(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<Payment>
        caption="Payments"
        loaded={payments}
        page={page}
        onPage={setPage}
        rowKey={(payment) => payment.id}
        empty="No payments yet. They appear when a customer pays an invoice."
        columns={[
          { header: 'Id', cell: (payment) => payment.id },
          { header: 'Customer', cell: (payment) => payment.customer_id },
          { header: 'Amount', cell: (payment) => money(payment.amount) },
          { header: 'Unapplied', cell: (payment) => money(payment.amount_unapplied) },
          { header: 'Method', cell: (payment) => label(payment.method) },
          { header: 'Status', cell: (payment) => <Badge color={statusColor(payment.status)}>{label(payment.status)}</Badge> },
          { header: 'Created', cell: (payment) => dateTime(payment.created_at) },
        ]}
      />
    </>
  );
}
