import type { Dispute, PromiseToPay } from '@netline/contracts';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { List, listPath, useApi } from '../api';
import { ListTable, PageTitle, StatusBadge } from '../components';
import { useCustomerPath } from '../customer';
import { date, label, money } from '../format';
import type { PortalInvoice } from '../types';

/** The disputes opened and promises made on this account, newest first, with their status. */
export function ActivityPage() {
  const path = useCustomerPath();
  const [disputePage, setDisputePage] = useState(0);
  const [promisePage, setPromisePage] = useState(0);
  const disputes = useApi<List<Dispute>>(listPath(path('/disputes'), disputePage));
  const promises = useApi<List<PromiseToPay>>(listPath(path('/promises-to-pay'), promisePage));
  // Disputes and promises carry invoice ids; the numbers come from the account's invoices.
  const invoices = useApi<List<PortalInvoice>>(listPath(path('/invoices'), 0, {}, 100));
  const numbers = new Map((invoices.data?.results ?? []).map((invoice) => [invoice.id, invoice.number]));
  const invoiceLink = (id: string) => (
    <Anchor key={id} component={Link} to={path(`/invoices/${id}`)} size="sm">
      {numbers.get(id) ?? id}
    </Anchor>
  );
  return (
    <Stack>
      <PageTitle title="Disputes and promises" description="Open one from an invoice's page; promise to pay one or more invoices from the overview." />
      <section aria-labelledby="disputes-heading">
        <Title order={2} size="h4" mb="xs" id="disputes-heading">
          Disputes
        </Title>
        <ListTable
          loaded={disputes}
          caption="Disputes"
          rowKey={(dispute) => dispute.id}
          empty="No dispute yet."
          page={disputePage}
          onPage={setDisputePage}
          columns={[
            { header: 'Opened', cell: (dispute) => date(dispute.created_at) },
            { header: 'Invoice', cell: (dispute) => invoiceLink(dispute.invoice_id) },
            { header: 'Reason', cell: (dispute) => label(dispute.reason) },
            { header: 'Amount', cell: (dispute) => money(dispute.amount) },
            { header: 'Status', cell: (dispute) => <StatusBadge status={dispute.status} /> },
            { header: 'Credited', cell: (dispute) => (dispute.status === 'resolved' ? money(dispute.amount_credited) : '—') },
          ]}
        />
      </section>
      <section aria-labelledby="promises-heading">
        <Title order={2} size="h4" mb="xs" id="promises-heading">
          Promises to pay
        </Title>
        <ListTable
          loaded={promises}
          caption="Promises to pay"
          rowKey={(promise) => promise.id}
          empty="No promise yet."
          page={promisePage}
          onPage={setPromisePage}
          columns={[
            { header: 'Made', cell: (promise) => date(promise.created_at) },
            { header: 'Invoices', cell: (promise) => <Group gap="xs">{promise.invoice_ids.map(invoiceLink)}</Group> },
            { header: 'Amount', cell: (promise) => money(promise.amount) },
            { header: 'Pay by', cell: (promise) => date(promise.promised_for) },
            { header: 'Paid since', cell: (promise) => money(promise.amount_paid) },
            { header: 'Status', cell: (promise) => <StatusBadge status={promise.status} /> },
          ]}
        />
      </section>
    </Stack>
  );
}
