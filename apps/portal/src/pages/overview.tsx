import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { List, listPath, useApi } from '../api';
import { ErrorNotice, Figure, ListTable, PageTitle, StatusBadge, type Column } from '../components';
import { useCustomerPath, usePortal } from '../customer';
import { PromiseForm } from '../forms';
import { date, money } from '../format';
import type { PortalAccount, PortalInvoice } from '../types';

/** The credit line, then the open invoices (to pay, or to promise) and the paid ones. */
/** The invoice's number, linking to its page in the portal. */
function invoiceColumn(path: (suffix: string) => string): Column<PortalInvoice> {
  return {
    header: 'Invoice',
    cell: (invoice) => (
      <Anchor component={Link} to={path(`/invoices/${invoice.id}`)}>
        {invoice.number}
      </Anchor>
    ),
  };
}

/** The invoice's PDF, when the merchant's invoice has one. */
const DOCUMENTS_COLUMN: Column<PortalInvoice> = {
  header: 'Documents',
  cell: (invoice) =>
    invoice.pdf_url ? (
      <Anchor href={invoice.pdf_url} target="_blank" rel="noopener" aria-label={`PDF of invoice ${invoice.number}`}>
        PDF
      </Anchor>
    ) : (
      '—'
    ),
};

export function OverviewPage() {
  const { customer } = usePortal();
  const path = useCustomerPath();
  const account = useApi<PortalAccount>(path('/account'));
  const [openPage, setOpenPage] = useState(0);
  const [paidPage, setPaidPage] = useState(0);
  const open = useApi<List<PortalInvoice>>(listPath(path('/invoices'), openPage, { 'filter[status][eq]': 'open' }, 50));
  const paid = useApi<List<PortalInvoice>>(listPath(path('/invoices'), paidPage, { 'filter[status][eq]': 'paid' }));
  const [selected, setSelected] = useState<string[]>([]);
  const [promising, setPromising] = useState(false);
  const [promised, setPromised] = useState<string>();
  const chosen = useMemo(() => (open.data?.results ?? []).filter((invoice) => selected.includes(invoice.id)), [open.data, selected]);

  return (
    <Stack>
      <PageTitle title="Overview" description={`${customer.business_name}, invoiced by ${customer.merchant_name}`} />
      <section aria-labelledby="credit-line-heading">
        <Title order={2} size="h4" mb="xs" id="credit-line-heading">
          Credit line
        </Title>
        {account.error ? (
          <ErrorNotice error={account.error} retry={account.reload} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure caption="Credit line" value={money(account.data?.amount_approved)} testId="credit-line" />
            <Figure caption="Available" value={money(account.data?.amount_available)} testId="credit-available" />
            <Figure caption="Outstanding" value={money(account.data?.amount_outstanding)} testId="credit-outstanding" />
          </SimpleGrid>
        )}
      </section>

      <section aria-labelledby="open-heading">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" id="open-heading">
            Open invoices
          </Title>
          <Button size="xs" disabled={chosen.length === 0} onClick={() => setPromising(true)}>
            Promise to pay{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Group>
        <ListTable
          loaded={open}
          caption="Open invoices"
          rowKey={(invoice) => invoice.id}
          empty="Nothing is owed on an open invoice."
          page={openPage}
          onPage={setOpenPage}
          columns={[
            {
              header: 'Select',
              cell: (invoice) => (
                <Checkbox
                  aria-label={`Select invoice ${invoice.number}`}
                  checked={selected.includes(invoice.id)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setSelected((previous) => (on ? [...previous, invoice.id] : previous.filter((id) => id !== invoice.id)));
                    setPromised(undefined);
                  }}
                />
              ),
            },
            invoiceColumn(path),
            { header: 'Amount', cell: (invoice) => money(invoice.amount) },
            { header: 'Balance', cell: (invoice) => money(invoice.amount_balance) },
            { header: 'Due', cell: (invoice) => date(invoice.due_at) },
            { header: 'Days overdue', cell: (invoice) => (invoice.days_overdue > 0 ? invoice.days_overdue : '—') },
            {
              header: 'Status',
              cell: (invoice) => <StatusBadge status={invoice.dispute_id ? 'disputed' : invoice.days_overdue > 0 ? 'overdue' : invoice.status} />,
            },
            DOCUMENTS_COLUMN,
            {
              header: 'Pay',
              cell: (invoice) =>
                invoice.payment_page_url ? (
                  <Button
                    component="a"
                    size="xs"
                    href={invoice.payment_page_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Pay invoice ${invoice.number}`}
                  >
                    Pay
                  </Button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        {promised && (
          <Text size="sm" mt="xs" role="status">
            {promised}
          </Text>
        )}
        {promising && chosen.length > 0 && (
          <Stack mt="sm">
            <PromiseForm
              key={chosen.map((invoice) => invoice.id).join()}
              invoiceIds={chosen.map((invoice) => invoice.id)}
              numbers={chosen.map((invoice) => invoice.number)}
              amount={chosen.reduce((sum, invoice) => sum + invoice.amount_balance, 0)}
              onMade={(promise) => {
                setPromising(false);
                setSelected([]);
                setPromised(`Promise sent: ${money(promise.amount)} by ${date(promise.promised_for)}.`);
              }}
            />
          </Stack>
        )}
      </section>

      <section aria-labelledby="paid-heading">
        <Title order={2} size="h4" mb="xs" id="paid-heading">
          Paid invoices
        </Title>
        <ListTable
          loaded={paid}
          caption="Paid invoices"
          rowKey={(invoice) => invoice.id}
          empty="No invoice is paid yet."
          page={paidPage}
          onPage={setPaidPage}
          columns={[
            invoiceColumn(path),
            { header: 'Amount', cell: (invoice) => money(invoice.amount) },
            { header: 'Paid', cell: (invoice) => money(invoice.amount_paid) },
            { header: 'Credited', cell: (invoice) => money(invoice.amount_credited) },
            { header: 'Due', cell: (invoice) => date(invoice.due_at) },
            DOCUMENTS_COLUMN,
          ]}
        />
      </section>
    </Stack>
  );
}
