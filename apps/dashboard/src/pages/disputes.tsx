import {
  DISPUTE_STATUSES,
  disputeMessageCreateSchema,
  MAX_DISPUTE_MESSAGE_LENGTH,
  rejectDisputeSchema,
  resolveDisputeSchema,
  type Dispute,
  type DisputeStatus,
  type Invoice,
} from '@netline/contracts';
import { Anchor, Badge, Button, Group, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call, useGet } from '../api';
import { checkedBody, CreditNoteReasonSelect, DESCRIPTION, DollarInput, ErrorNotice, ListTable, PageTitle, useSubmit } from '../components';
import { useCustomerNames } from '../customer-names';
import { dateTime, label, money } from '../format';
import { useInvoiceNumbers } from '../invoice-numbers';
import { useSession } from '../session';

const STATUS_COLORS: Record<DisputeStatus, string> = { open: 'orange', resolved: 'green', rejected: 'gray' };

/** Field descriptions in the dashboard's secondary text colour, which keeps a WCAG AA contrast ratio. */

export function disputeBadge(status: DisputeStatus) {
  return <Badge color={STATUS_COLORS[status]}>{label(status)}</Badge>;
}

/** Where a dispute's detail opens, so other pages (an invoice's detail) link to it. */
export function disputeLink(id: string): string {
  return `/disputes?dispute=${encodeURIComponent(id)}`;
}

function notify(message: string, color: 'green' | 'red' = 'green', title?: string): void {
  notifications.show({ title, message, color, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}

/**
 * Disputes (`GET /api/disputes`, billing): what customers contest on their invoices, newest first. While
 * one is open its invoice gets no reminders; an admin answers in its thread and closes it with a credit
 * note or a rejection (docs/collections.md, "Disputes").
 */
export function DisputesPage() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState('');
  // The dispute open in its detail is part of the address (`?dispute=dsp_…`), so an invoice links to it.
  const [search, setSearch] = useSearchParams();
  const open = search.get('dispute') ?? undefined;
  const disputes = useGet('/disputes', { query: { page, limit: 25, 'filter[status][eq]': (status as DisputeStatus | '') || undefined } });
  const rows = disputes.data?.results ?? [];
  const names = useCustomerNames(rows.map((dispute) => dispute.customer_id));
  const numbers = useInvoiceNumbers(rows.map((dispute) => dispute.invoice_id));
  return (
    <>
      <PageTitle
        title="Disputes"
        description="What your customers contest on their invoices. While a dispute is open its invoice gets no reminders; resolve it with a credit note or reject it."
      />
      <Group mb="md" align="flex-end">
        <div>
          <Text size="sm" fw={500} id="dispute-status-filter" mb={4}>
            Status
          </Text>
          <SegmentedControl
            aria-labelledby="dispute-status-filter"
            value={status}
            onChange={(value) => (setStatus(value), setPage(0))}
            data={[{ value: '', label: 'All' }, ...DISPUTE_STATUSES.map((value) => ({ value, label: label(value) }))]}
          />
        </div>
      </Group>
      <ListTable<Dispute>
        caption="Disputes"
        loaded={disputes}
        page={page}
        onPage={setPage}
        rowKey={(dispute) => dispute.id}
        empty={
          status
            ? `No ${status} dispute.`
            : 'No disputes. When a customer contests an invoice (in the buyer portal, or you record it with POST /api/invoices/{id}/disputes), it appears here.'
        }
        columns={[
          {
            header: 'Reason',
            cell: (dispute) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setSearch({ dispute: dispute.id })}>
                {label(dispute.reason)}
              </Button>
            ),
          },
          { header: 'Customer', cell: (dispute) => names.get(dispute.customer_id) ?? dispute.customer_id },
          {
            header: 'Invoice',
            cell: (dispute) => (
              <Anchor component={Link} to={`/invoices?invoice=${encodeURIComponent(dispute.invoice_id)}`} size="sm">
                {numbers.get(dispute.invoice_id) ?? dispute.invoice_id}
              </Anchor>
            ),
          },
          { header: 'Amount', cell: (dispute) => money(dispute.amount) },
          { header: 'Status', cell: (dispute) => disputeBadge(dispute.status) },
          { header: 'Credited', cell: (dispute) => money(dispute.amount_credited) },
          { header: 'Messages', cell: (dispute) => dispute.messages.length },
          { header: 'Opened', cell: (dispute) => dateTime(dispute.created_at) },
        ]}
      />
      {open && <DisputeModal id={open} onClose={() => setSearch({})} onChanged={disputes.reload} />}
    </>
  );
}

/** One dispute: its figures, its invoice, the thread, and (open, for admins) a reply, a resolution or a rejection. */
function DisputeModal({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { canWrite } = useSession();
  const dispute = useGet('/disputes/{dispute_id}', { path: { dispute_id: id } });
  const data = dispute.data;
  const invoice = useGet('/invoices/{invoice_id}', data ? { path: { invoice_id: data.invoice_id } } : null);
  const customer = useGet('/customers/{customer_id}', data ? { path: { customer_id: data.customer_id } } : null);
  const changed = (next: Dispute) => {
    dispute.reload();
    invoice.reload();
    onChanged();
    return next;
  };
  return (
    <Modal opened onClose={onClose} title="Dispute" size="xl" closeButtonProps={{ 'aria-label': 'Close dispute' }}>
      {dispute.error && <ErrorNotice error={dispute.error} retry={dispute.reload} />}
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Text size="sm" component="div">
              <b>Status</b> {disputeBadge(data.status)}
            </Text>
            <Text size="sm">
              <b>Reason</b> {label(data.reason)}
            </Text>
            <Text size="sm">
              <b>Contested</b> {money(data.amount)}
            </Text>
            <Text size="sm">
              <b>Credited</b> {money(data.amount_credited)}
            </Text>
          </SimpleGrid>
          <Text size="sm">
            <b>Invoice</b>{' '}
            <Anchor component={Link} to={`/invoices?invoice=${encodeURIComponent(data.invoice_id)}`} size="sm">
              {invoice.data ? `Invoice ${invoice.data.number}` : data.invoice_id}
            </Anchor>
            {invoice.data && ` · Invoice balance ${money(invoice.data.amount_balance)}`} · <b>Customer</b> {customer.data?.business_name ?? data.customer_id}
          </Text>
          <Text size="sm">
            <b>Opened</b> {dateTime(data.created_at)}
            {data.closed_at && (
              <>
                {' '}
                · <b>Closed</b> {dateTime(data.closed_at)} ({label(data.resolution)})
              </>
            )}
            {data.credit_note_id && (
              <>
                {' '}
                · <b>Credit note</b> {data.credit_note_id}
              </>
            )}
          </Text>
          {data.attachment_url && (
            <Anchor href={data.attachment_url} target="_blank" rel="noreferrer" size="sm">
              The customer&apos;s attachment
            </Anchor>
          )}
          <Thread dispute={data} />
          {canWrite && data.status === 'open' && (
            <>
              <DisputeMessageForm dispute={data} action={REPLY} onDone={changed} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <ResolveForm dispute={data} invoice={invoice.data} onDone={changed} />
                <DisputeMessageForm dispute={data} action={REJECT} onDone={changed} />
              </SimpleGrid>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** The messages, oldest first, each with whose side wrote it. */
function Thread({ dispute }: { dispute: Dispute }) {
  return (
    <Stack gap="xs" component="section" aria-label="Thread">
      <Text fw={600} size="sm">
        Thread
      </Text>
      {dispute.messages.map((message) => (
        <Paper
          key={message.id}
          withBorder
          p="sm"
          radius="md"
          ml={message.author === 'merchant' ? 'xl' : 0}
          mr={message.author === 'buyer' ? 'xl' : 0}
          bg={message.author === 'merchant' ? 'indigo.0' : undefined}
          component="article"
          aria-label={`${message.author === 'merchant' ? 'You' : 'The customer'}, ${dateTime(message.created_at)}`}
        >
          <Text size="xs" c="gray.7">
            {message.author === 'merchant' ? 'You' : 'The customer'} · {dateTime(message.created_at)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Sends one of the dispute's operations (its body checked first) and reports the outcome in the form, as
 * the API says it.
 */
function useDisputeAction(onDone: (dispute: Dispute) => void) {
  const { busy, error, submit } = useSubmit();
  const send = (work: () => Promise<Dispute>, success: string, reset: () => void) =>
    submit(work, (answer) => {
      reset();
      notify(success);
      onDone(answer);
    });
  return { busy, error, send };
}

/** What tells the reply form from the reject form: the same message box with another path, words and weight. */
interface MessageAction {
  /** Checks the message by the API's own schema and sends it. */
  send: (disputeId: string, message: string | undefined) => Promise<Dispute>;
  heading: string;
  fieldLabel: string;
  description: string;
  submitLabel: string;
  success: string;
  color?: string;
}

const REPLY: MessageAction = {
  send: (disputeId, message) =>
    call('post', '/disputes/{dispute_id}/messages', {
      path: { dispute_id: disputeId },
      body: checkedBody(disputeMessageCreateSchema, { message }, { message: 'Message' }),
    }),
  heading: 'Reply',
  fieldLabel: 'Message',
  description: 'The customer sees it in the buyer portal',
  submitLabel: 'Send reply',
  success: 'Your message was added to the thread.',
};

/** `POST /api/disputes/{id}/reject`: the invoice is owed as it stands; the message says why. */
const REJECT: MessageAction = {
  send: (disputeId, message) =>
    call('post', '/disputes/{dispute_id}/reject', {
      path: { dispute_id: disputeId },
      body: checkedBody(rejectDisputeSchema, { message }, { message: 'Message' }),
    }),
  heading: 'Reject',
  fieldLabel: 'Why (required)',
  description: 'Added to the thread; the invoice stays owed as it stands',
  submitLabel: 'Reject dispute',
  success: 'Dispute rejected; the invoice is owed as it stands.',
  color: 'red',
};

/** A message to the thread: a reply, or the reason a dispute is rejected. */
function DisputeMessageForm({ dispute, action, onDone }: { dispute: Dispute; action: MessageAction; onDone: (dispute: Dispute) => void }) {
  const headingId = useId();
  const [message, setMessage] = useState('');
  const sending = useDisputeAction(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.send(
      () => action.send(dispute.id, message.trim() || undefined),
      action.success,
      () => setMessage(''),
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          {action.heading}
        </Text>
        <Textarea
          label={action.fieldLabel}
          description={action.description}
          descriptionProps={DESCRIPTION}
          autosize
          minRows={2}
          maxLength={MAX_DISPUTE_MESSAGE_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        {sending.error && <ErrorNotice error={sending.error} />}
        <Group justify="flex-end">
          <Button type="submit" variant="light" color={action.color} loading={sending.busy}>
            {action.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const RESOLVE_FIELDS: Record<string, string> = { amount: 'Amount', reason_code: 'Reason', message: 'Message' };

/** `POST /api/disputes/{id}/resolve`: a real credit note on the invoice, in the same change as the resolution. */
function ResolveForm({ dispute, invoice, onDone }: { dispute: Dispute; invoice: Invoice | undefined; onDone: (dispute: Dispute) => void }) {
  const headingId = useId();
  const empty = { amount: '' as number | string, reason: null as string | null, message: '' };
  const [form, setForm] = useState(empty);
  const action = useDisputeAction(onDone);
  const most = invoice ? Math.min(dispute.amount, invoice.amount_balance) : dispute.amount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      amount: form.amount === '' ? undefined : Number(form.amount),
      ...(form.reason ? { reason_code: form.reason } : {}),
      ...(form.message.trim() ? { message: form.message.trim() } : {}),
    };
    void action.send(
      () =>
        call('post', '/disputes/{dispute_id}/resolve', { path: { dispute_id: dispute.id }, body: checkedBody(resolveDisputeSchema, input, RESOLVE_FIELDS) }),
      `Dispute resolved with a credit note of ${money(Number(form.amount))}.`,
      () => setForm(empty),
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          Resolve with a credit note
        </Text>
        <DollarInput
          description={`At most ${money(most)}: the amount contested and the invoice's balance`}
          required
          value={form.amount}
          onChange={(value) => setForm({ ...form, amount: value })}
        />
        <CreditNoteReasonSelect
          label="Reason (optional)"
          placeholder="other"
          clearable
          value={form.reason}
          onChange={(value) => setForm({ ...form, reason: value })}
        />
        <Textarea
          label="Message (optional)"
          description="Added to the thread"
          descriptionProps={DESCRIPTION}
          autosize
          minRows={2}
          maxLength={MAX_DISPUTE_MESSAGE_LENGTH}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.currentTarget.value })}
        />
        {action.error && <ErrorNotice error={action.error} />}
        <Group justify="flex-end">
          <Button type="submit" loading={action.busy}>
            Resolve with a credit note
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
