import type { CreditNote, Invoice } from '@netline/contracts';
import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { List, listPath, request, useApi } from '../api';
import { ConfirmButton, ErrorNotice, ListTable, PageTitle } from '../components';
import { date, dateTime, label, money } from '../format';
import { useSession } from '../session';

export function invoiceState(invoice: Invoice): { text: string; color: string } {
  if (invoice.voided) return { text: 'voided', color: 'gray' };
  if (invoice.canceled) return { text: 'canceled', color: 'gray' };
  if (invoice.fully_paid) return { text: 'paid', color: 'green' };
  if (invoice.sent_at) return { text: 'sent', color: 'blue' };
  return { text: 'draft', color: 'yellow' };
}

export function InvoicesPage() {
  const [page, setPage] = useState(0);
  const [number, setNumber] = useState('');
  const [customer, setCustomer] = useState('');
  const [open, setOpen] = useState<string>();
  const invoices = useApi<List<Invoice>>(
    listPath('/invoices', page, { 'filter[number][eq]': number.trim() || undefined, 'filter[customer_id][eq]': customer.trim() || undefined }),
  );
  return (
    <>
      <PageTitle title="Invoices" description="Invoices you created through the API or the dashboard, with their payment and advance state." />
      <Group mb="md" align="flex-end">
        <TextInput label="Invoice number" placeholder="Exact number" value={number} onChange={(event) => (setNumber(event.currentTarget.value), setPage(0))} />
        <TextInput label="Customer id" placeholder="cus_…" value={customer} onChange={(event) => (setCustomer(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<Invoice>
        caption="Invoices"
        loaded={invoices}
        page={page}
        onPage={setPage}
        rowKey={(invoice) => invoice.id}
        empty="No invoices yet. Create them with POST /api/invoices; they appear here at once."
        columns={[
          {
            header: 'Number',
            cell: (invoice) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(invoice.id)}>
                {invoice.number}
              </Button>
            ),
          },
          { header: 'Customer', cell: (invoice) => invoice.customer_id },
          { header: 'State', cell: (invoice) => <Badge color={invoiceState(invoice).color}>{invoiceState(invoice).text}</Badge> },
          { header: 'Amount due', cell: (invoice) => money(invoice.amount_due) },
          { header: 'Balance', cell: (invoice) => money(invoice.amount_balance) },
          { header: 'Terms', cell: (invoice) => label(invoice.terms) },
          { header: 'Due', cell: (invoice) => date(invoice.due_at) },
          { header: 'Created', cell: (invoice) => dateTime(invoice.created_at) },
        ]}
      />
      {open && (
        <InvoiceModal
          id={open}
          onClose={() => setOpen(undefined)}
          onChanged={() => {
            invoices.reload();
          }}
        />
      )}
    </>
  );
}

function InvoiceModal({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const invoice = useApi<Invoice>(`/invoices/${encodeURIComponent(id)}`);
  const notes = useApi<List<CreditNote>>(listPath('/credit-notes', 0, { 'filter[invoice_id][eq]': id }, 100));
  const { canWrite } = useSession();
  const data = invoice.data;
  const act = (action: 'void' | 'cancel') => async () => {
    await request('POST', `/invoices/${encodeURIComponent(id)}/${action}`);
    notifications.show({ message: `Invoice ${action === 'void' ? 'voided' : 'canceled'}.`, color: 'green' });
    invoice.reload();
    onChanged();
  };
  return (
    <Modal opened onClose={onClose} title={data ? `Invoice ${data.number}` : 'Invoice'} size="xl">
      {invoice.error && <ErrorNotice error={invoice.error} retry={invoice.reload} />}
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Text size="sm">
              <b>Due</b> {money(data.amount_due)}
            </Text>
            <Text size="sm">
              <b>Paid</b> {money(data.amount_paid)}
            </Text>
            <Text size="sm">
              <b>Balance</b> {money(data.amount_balance)}
            </Text>
            <Text size="sm">
              <b>Advance</b> {money(data.amount_advance)}
            </Text>
          </SimpleGrid>
          <Text size="sm">
            <b>State</b> {invoiceState(data).text} · <b>Due date</b> {date(data.due_at)} · <b>Customer</b> {data.customer_id}
          </Text>
          <Group>
            {data.resolve_invoice_url && (
              <Anchor href={data.resolve_invoice_url} target="_blank" rel="noreferrer">
                Invoice PDF
              </Anchor>
            )}
            {data.invoice_payment_url && (
              <Anchor href={data.invoice_payment_url} target="_blank" rel="noreferrer">
                Payment page
              </Anchor>
            )}
            {!data.resolve_invoice_url && !data.invoice_payment_url && (
              <Text size="sm" c="gray.7">
                The PDF and payment page links appear once the invoice is sent.
              </Text>
            )}
          </Group>
          <Text fw={600} size="sm">
            Credit notes
          </Text>
          <ListTable<CreditNote>
            caption="Credit notes"
            loaded={notes}
            rowKey={(note) => note.id}
            empty="No credit notes on this invoice."
            columns={[
              { header: 'Id', cell: (note) => note.id },
              { header: 'Amount', cell: (note) => money(note.amount) },
              { header: 'Created', cell: (note) => dateTime(note.created_at) },
            ]}
          />
          {canWrite && !data.voided && !data.canceled && (
            <Group justify="flex-end">
              {!data.sent_at && (
                <Button
                  variant="light"
                  onClick={() =>
                    void request('PUT', `/invoices/${encodeURIComponent(id)}/send`).then(
                      () => {
                        notifications.show({ message: 'Invoice sent to the customer.', color: 'green' });
                        invoice.reload();
                        onChanged();
                      },
                      (failure: unknown) => notifications.show({ title: 'Not sent', message: String((failure as Error).message), color: 'red' }),
                    )
                  }
                >
                  Send
                </Button>
              )}
              <ConfirmButton
                size="sm"
                label="Cancel invoice"
                title="Cancel this invoice?"
                message="Canceling ends it; the customer no longer owes it."
                confirmLabel="Cancel invoice"
                onConfirm={act('cancel')}
              />
              <ConfirmButton
                size="sm"
                label="Void"
                title="Void this invoice?"
                message="Voiding cannot be undone."
                confirmLabel="Void invoice"
                onConfirm={act('void')}
              />
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}
