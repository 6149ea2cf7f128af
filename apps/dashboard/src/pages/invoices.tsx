import { createCreditNoteSchema, type CreditNote, type Email, type Invoice, type PromiseToPay } from '@netline/contracts';
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call, useGet } from '../api';
import {
  asApiError,
  checkedBody,
  ConfirmButton,
  CreditNoteReasonSelect,
  DataTable,
  DESCRIPTION,
  DollarInput,
  ErrorNotice,
  ListTable,
  PageTitle,
  SEARCH_PAUSE_MS,
  useSubmit,
} from '../components';
import { date, dateTime, label, money } from '../format';
import { useSession } from '../session';
import { disputeLink } from './disputes';
import { NewInvoiceModal } from './new-invoice';
import { promiseBadge } from './promises';

/** A notice in the corner; its close button is named, so a screen reader says what it does. */
function notify(message: string, color: 'green' | 'red' = 'green', title?: string): void {
  notifications.show({ title, message, color, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}

/** Field descriptions in the dashboard's secondary text colour, which keeps a WCAG AA contrast ratio (Mantine's dimmed grey does not). */

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
  // The invoice open in its detail is part of the address (`?invoice=inv_…`), so other pages link to it.
  const [search, setSearch] = useSearchParams();
  const open = search.get('invoice') ?? undefined;
  const setOpen = (id: string | undefined) => setSearch(id ? { invoice: id } : {});
  const [creating, setCreating] = useState(false);
  const { canWrite } = useSession();
  const [numberQuery] = useDebouncedValue(number.trim(), SEARCH_PAUSE_MS);
  const invoices = useGet('/invoices', {
    query: { page, limit: 25, 'filter[number][prefix]': numberQuery || undefined, 'filter[customer_id][eq]': customer || undefined },
  });
  // Customers by name, for the list's Customer column and the new invoice's picker.
  const customers = useGet('/customers', { query: { page: 0, limit: 100, sort: 'business_name' } });
  const names = new Map((customers.data?.results ?? []).map((entry) => [entry.id, entry.business_name]));
  return (
    <>
      <PageTitle title="Invoices" description="Invoices you created through the API or the dashboard, with their payment and advance state." />
      <Group mb="md" align="flex-end">
        <TextInput label="Invoice number" placeholder="Starts with…" value={number} onChange={(event) => (setNumber(event.currentTarget.value), setPage(0))} />
        <Select
          label="Customer"
          placeholder="Any customer"
          searchable
          clearable
          data={(customers.data?.results ?? []).map((entry) => ({ value: entry.id, label: entry.business_name }))}
          value={customer || null}
          onChange={(value) => (setCustomer(value ?? ''), setPage(0))}
        />
        {canWrite && <Button onClick={() => setCreating(true)}>New invoice</Button>}
      </Group>
      {creating && (
        <NewInvoiceModal
          customers={customers.data?.results ?? []}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            notify(created.sent_at ? `Invoice ${created.number} created and sent to the customer.` : `Invoice ${created.number} created as a draft.`);
            invoices.reload();
          }}
        />
      )}
      <ListTable<Invoice>
        caption="Invoices"
        loaded={invoices}
        page={page}
        onPage={setPage}
        rowKey={(invoice) => invoice.id}
        empty="No invoices yet. Create one here, or with POST /api/invoices; they appear here at once."
        columns={[
          {
            header: 'Number',
            cell: (invoice) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(invoice.id)}>
                {invoice.number}
              </Button>
            ),
          },
          { header: 'Customer', cell: (invoice) => names.get(invoice.customer_id) ?? invoice.customer_id },
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
  const invoice = useGet('/invoices/{invoice_id}', { path: { invoice_id: id } });
  const notes = useGet('/credit-notes', { query: { page: 0, limit: 100, 'filter[invoice_id][eq]': id } });
  const emails = useGet('/emails', { query: { page: 0, limit: 100, 'filter[invoice_id][eq]': id } });
  const { canWrite } = useSession();
  const data = invoice.data;
  // Promises are listed by customer (the API filters no further); this invoice's are those that name it.
  const promises = useGet('/promises-to-pay', data ? { query: { page: 0, limit: 100, 'filter[customer_id][eq]': data.customer_id } } : null);
  const act = (action: 'void' | 'cancel') => async () => {
    await call('post', action === 'void' ? '/invoices/{invoice_id}/void' : '/invoices/{invoice_id}/cancel', { path: { invoice_id: id } });
    notify(`Invoice ${action === 'void' ? 'voided' : 'canceled'}.`);
    invoice.reload();
    onChanged();
  };
  return (
    <Modal opened onClose={onClose} title={data ? `Invoice ${data.number}` : 'Invoice'} size="xl" closeButtonProps={{ 'aria-label': 'Close invoice' }}>
      {invoice.error && <ErrorNotice error={invoice.error} retry={invoice.reload} />}
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            <Text size="sm">
              <b>Due</b> {money(data.amount_due)}
            </Text>
            <Text size="sm">
              <b>Paid</b> {money(data.amount_paid)}
            </Text>
            <Text size="sm">
              <b>Credited</b> {money(data.amount_credited)}
            </Text>
            <Text size="sm">
              <b>Balance</b> {money(data.amount_balance)}
            </Text>
            <Text size="sm">
              <b>Advance</b> {money(data.amount_advance)}
            </Text>
          </SimpleGrid>
          <Text size="sm">
            <b>State</b> {invoiceState(data).text} · <b>Due date</b> {date(data.due_at)}
            {data.days_overdue > 0 ? ` (${data.days_overdue} days overdue)` : ''} · <b>Customer</b> {data.customer_id}
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
          {data.dispute_id && (
            <Alert color="orange" role="status">
              <Text size="sm">
                <b>Disputed.</b> The customer contests this invoice; it gets no reminders while the dispute is open.{' '}
                <Anchor component={Link} to={disputeLink(data.dispute_id)} size="sm">
                  Open the dispute
                </Anchor>
              </Text>
            </Alert>
          )}
          <Text fw={600} size="sm">
            Promises to pay
          </Text>
          <DataTable<PromiseToPay>
            caption="Promises to pay"
            rows={(promises.data?.results ?? []).filter((promise) => promise.invoice_ids.includes(id))}
            // Loading until the first answer, including while the invoice (which names the customer) loads:
            // an empty "no promise" first would be a wrong answer, and the buttons below would jump twice.
            loading={!promises.data && !promises.error}
            error={promises.error}
            retry={promises.reload}
            rowKey={(promise) => promise.id}
            empty="No promise to pay covers this invoice."
            columns={[
              { header: 'Promised for', cell: (promise) => date(promise.promised_for) },
              { header: 'Amount', cell: (promise) => money(promise.amount) },
              { header: 'Paid since', cell: (promise) => money(promise.amount_paid) },
              { header: 'Invoices', cell: (promise) => promise.invoice_ids.length },
              { header: 'Status', cell: (promise) => promiseBadge(promise.status) },
              { header: 'Made', cell: (promise) => dateTime(promise.created_at) },
            ]}
          />
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
              { header: 'Number', cell: (note) => note.number ?? '—' },
              { header: 'Amount', cell: (note) => money(note.amount) },
              { header: 'Reason', cell: (note) => label(note.reason_code) },
              { header: 'State', cell: (note) => (note.voided ? 'voided' : 'applied') },
              { header: 'Created', cell: (note) => dateTime(note.created_at) },
            ]}
          />
          <Text fw={600} size="sm">
            Emails to the customer
          </Text>
          <ListTable<Email>
            caption="Emails to the customer"
            loaded={emails}
            rowKey={(email) => email.id}
            empty="No email about this invoice yet: the invoice goes to the customer when it is sent."
            columns={[
              { header: 'Kind', cell: (email) => label(email.kind) },
              { header: 'Status', cell: (email) => label(email.status) },
              { header: 'To', cell: (email) => (email.to.length > 0 ? email.to.join(', ') : '—') },
              { header: 'Subject', cell: (email) => email.subject ?? '—' },
              { header: 'Last error', cell: (email) => email.last_error ?? '—' },
              { header: 'Created', cell: (email) => dateTime(email.created_at) },
            ]}
          />
          {canWrite && data.sent_at && !data.voided && !data.canceled && data.amount_balance > 0 && (
            <Group justify="flex-end">
              <Button
                variant="light"
                onClick={() =>
                  void call('post', '/invoices/{invoice_id}/remind', { path: { invoice_id: id } }).then(
                    () => {
                      notify('Reminder sent to the customer.');
                      emails.reload();
                    },
                    (failure: unknown) => notify(asApiError(failure).describe(), 'red', 'No reminder sent'),
                  )
                }
              >
                Send reminder
              </Button>
            </Group>
          )}
          {canWrite && !data.voided && !data.canceled && (
            <CreditNoteForm
              invoice={data}
              onCreated={() => {
                invoice.reload();
                notes.reload();
                onChanged();
              }}
            />
          )}
          {canWrite && !data.voided && !data.canceled && (
            <Group justify="flex-end">
              {!data.sent_at && (
                <Button
                  variant="light"
                  onClick={() =>
                    void call('put', '/invoices/{invoice_id}/send', { path: { invoice_id: id } }).then(
                      () => {
                        notify('Invoice sent to the customer.');
                        invoice.reload();
                        onChanged();
                      },
                      (failure: unknown) => notify(asApiError(failure).describe(), 'red', 'Not sent'),
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

/** What each field of the credit-note request is called on the form, so a problem names what the person sees. */
const CREDIT_NOTE_FIELDS: Record<string, string> = {
  amount: 'Amount',
  reason_code: 'Reason',
  number: 'Credit note number',
  reason_message: 'Note',
  credit_note_url: 'Document URL',
};

const EMPTY_NOTE = { amount: '' as number | string, reason: null as string | null, number: '', message: '', url: '' };

/**
 * A credit note on a sent, open invoice (`POST /api/credit-notes`, the API's own operation). Billing
 * applies it at once and refuses more than the balance; its refusal is shown as it answers.
 */
function CreditNoteForm({ invoice, onCreated }: { invoice: Invoice; onCreated: () => void }) {
  const headingId = useId();
  const [form, setForm] = useState(EMPTY_NOTE);
  const { busy, error, submit: run } = useSubmit();
  if (!invoice.sent_at) {
    return (
      <Text size="sm" c="gray.7">
        Credit notes apply to sent invoices; before it is sent, change the invoice&apos;s amount instead.
      </Text>
    );
  }
  if (invoice.amount_balance <= 0) {
    return (
      <Text size="sm" c="gray.7">
        Nothing is owed on this invoice, so it takes no credit note.
      </Text>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      invoice_id: invoice.id,
      amount: form.amount === '' ? undefined : Number(form.amount),
      reason_code: form.reason ?? undefined,
      ...(form.number.trim() ? { number: form.number.trim() } : {}),
      ...(form.message.trim() ? { reason_message: form.message.trim() } : {}),
      ...(form.url.trim() ? { credit_note_url: form.url.trim() } : {}),
    };
    // The API's own schema, checked here first so mistakes show before anything is sent.
    void run(
      () => call('post', '/credit-notes', { body: checkedBody(createCreditNoteSchema, input, CREDIT_NOTE_FIELDS) }),
      () => {
        setForm(EMPTY_NOTE);
        notify(`Credit note of ${money(Number(form.amount))} applied to invoice ${invoice.number}.`);
        onCreated();
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          New credit note
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DollarInput
            description={`At most the balance, ${money(invoice.amount_balance)}`}
            required
            value={form.amount}
            onChange={(value) => setForm({ ...form, amount: value })}
          />
          <CreditNoteReasonSelect
            label="Reason"
            placeholder="Pick a reason"
            required
            value={form.reason}
            onChange={(value) => setForm({ ...form, reason: value })}
          />
          <TextInput
            label="Credit note number (optional)"
            maxLength={64}
            value={form.number}
            onChange={(event) => setForm({ ...form, number: event.currentTarget.value })}
          />
          <TextInput
            label="Document URL (optional)"
            description="Where your own copy of the credit note is published"
            descriptionProps={DESCRIPTION}
            placeholder="https://…"
            value={form.url}
            onChange={(event) => setForm({ ...form, url: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label="Note (optional)"
          description="Why the customer owes less; kept with the credit note"
          descriptionProps={DESCRIPTION}
          autosize
          minRows={2}
          maxLength={2000}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.currentTarget.value })}
        />
        {error && <ErrorNotice error={error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Add credit note
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
