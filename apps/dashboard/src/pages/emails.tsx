import { EMAIL_KINDS, EMAIL_STATUSES, type Email, type EmailKind, type EmailStatus } from '@netline/contracts';
import { Anchor, Badge, Button, Code, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGet } from '../api';
import { ErrorNotice, ListTable, PageTitle } from '../components';
import { useCustomerNames } from '../customer-names';
import { dateTime, label } from '../format';

export function emailStatusColor(status: Email['status']): string {
  return status === 'sent' ? 'green' : status === 'failed' ? 'red' : status === 'captured' ? 'grape' : 'blue';
}

/** The email log (`GET /api/emails`): every message Netline wrote to the merchant's customers, newest first. */
export function EmailsPage() {
  const [page, setPage] = useState(0);
  const [kind, setKind] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [open, setOpen] = useState<string>();
  const emails = useGet('/emails', {
    query: { page, limit: 25, 'filter[kind][eq]': (kind as EmailKind | null) ?? undefined, 'filter[status][eq]': (status as EmailStatus | null) ?? undefined },
  });
  const names = useCustomerNames((emails.data?.results ?? []).map((email) => email.customer_id));
  return (
    <>
      <PageTitle
        title="Emails"
        description="Every message sent to your customers: invoices, reminders, receipts and enrollment offers, with what became of each."
      />
      <Group mb="md" align="flex-end">
        <Select
          label="Kind"
          placeholder="Any"
          clearable
          data={EMAIL_KINDS.map((value) => ({ value, label: label(value) }))}
          value={kind}
          onChange={(value) => (setKind(value), setPage(0))}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={EMAIL_STATUSES.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => (setStatus(value), setPage(0))}
        />
      </Group>
      <ListTable<Email>
        caption="Emails"
        loaded={emails}
        page={page}
        onPage={setPage}
        rowKey={(email) => email.id}
        empty={kind || status ? 'No email matches these filters.' : 'No email yet. Sending an invoice emails it to the customer, and the message appears here.'}
        columns={[
          {
            header: 'Subject',
            cell: (email) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(email.id)} aria-label={`Email ${email.subject ?? email.id}`}>
                {email.subject ?? 'Not composed yet'}
              </Button>
            ),
          },
          { header: 'Kind', cell: (email) => label(email.kind) },
          { header: 'Status', cell: (email) => <Badge color={emailStatusColor(email.status)}>{label(email.status)}</Badge> },
          { header: 'Customer', cell: (email) => names.get(email.customer_id) ?? email.customer_id },
          { header: 'To', cell: (email) => (email.to.length > 0 ? email.to.join(', ') : '—') },
          { header: 'Attempts', cell: (email) => email.attempts },
          { header: 'Created', cell: (email) => dateTime(email.created_at) },
        ]}
      />
      {open && <EmailModal id={open} customerName={(id) => names.get(id)} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** One email as composed, with its delivery attempts and what it is about. */
function EmailModal({ id, customerName, onClose }: { id: string; customerName: (id: string) => string | undefined; onClose: () => void }) {
  const email = useGet('/emails/{email_id}', { path: { email_id: id } });
  const data = email.data;
  const invoice = useGet('/invoices/{invoice_id}', data?.invoice_id ? { path: { invoice_id: data.invoice_id } } : null);
  return (
    <Modal opened onClose={onClose} title="Email" size="xl" closeButtonProps={{ 'aria-label': 'Close email' }}>
      {email.error && <ErrorNotice error={email.error} retry={email.reload} />}
      {data && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field name="To" value={data.to.length > 0 ? data.to.join(', ') : '—'} />
            <Field name="Subject" value={data.subject ?? 'Not composed yet'} />
            <Field name="Kind" value={label(data.kind)} />
            <Field name="Status" value={label(data.status)} />
            <Field name="Attempts" value={String(data.attempts)} />
            <Field name="Last error" value={data.last_error ?? '—'} />
            <Field name="Customer" value={customerName(data.customer_id) ?? data.customer_id} />
            <Field name="Reply-To" value={data.reply_to ?? '—'} />
            <Field name="Created" value={dateTime(data.created_at)} />
            <Field name="Sent" value={dateTime(data.sent_at)} />
            {data.next_attempt_at && data.status === 'queued' && <Field name="Next attempt" value={dateTime(data.next_attempt_at)} />}
            {data.reminder_offset_days !== null && <Field name="Schedule step" value={stepLabel(data.reminder_offset_days)} />}
          </SimpleGrid>
          {data.invoice_id && (
            <Text size="sm">
              <b>Invoice</b>{' '}
              <Anchor component={Link} to={`/invoices?invoice=${encodeURIComponent(data.invoice_id)}`} size="sm">
                {invoice.data ? `Invoice ${invoice.data.number}` : data.invoice_id}
              </Anchor>
            </Text>
          )}
          {data.attachments.length > 0 && <Field name="Attachments" value={data.attachments.join(', ')} />}
          {data.text && (
            <>
              <Text size="sm" fw={600}>
                Message
              </Text>
              <Code block>{data.text}</Code>
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function Field({ name, value }: { name: string; value: string }) {
  return (
    <Text size="sm">
      <b>{name}</b> {value}
    </Text>
  );
}

function stepLabel(days: number): string {
  if (days === 0) return 'on the due date';
  const count = `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}`;
  return days < 0 ? `${count} before the due date` : `${count} after the due date`;
}
