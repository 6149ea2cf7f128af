import { Anchor, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { List, listPath, useApi } from '../api';
import { ListTable, PageTitle } from '../components';
import { useCustomerPath } from '../customer';
import { dateTime, money } from '../format';
import type { PortalPayment } from '../types';

/** Payments applied to this account's invoices, newest first, with what each paid on which invoice. */
export function PaymentsPage() {
  const path = useCustomerPath();
  const [page, setPage] = useState(0);
  const payments = useApi<List<PortalPayment>>(listPath(path('/payments'), page));
  return (
    <Stack>
      <PageTitle title="Payments" description="What the merchant received from you and applied to your invoices." />
      <ListTable
        loaded={payments}
        caption="Payments"
        rowKey={(payment) => payment.id}
        empty="No payment has been applied yet."
        page={page}
        onPage={setPage}
        columns={[
          { header: 'Applied', cell: (payment) => dateTime(payment.applied_at) },
          { header: 'Amount', cell: (payment) => money(payment.amount) },
          {
            header: 'Invoices',
            cell: (payment) => (
              <Group gap="xs">
                {payment.invoices.map((invoice) => (
                  <Anchor key={invoice.invoice_id} component={Link} to={path(`/invoices/${invoice.invoice_id}`)} size="sm">
                    {invoice.number} ({money(invoice.amount)})
                  </Anchor>
                ))}
              </Group>
            ),
          },
          { header: 'Reference', cell: (payment) => payment.id },
        ]}
      />
    </Stack>
  );
}
