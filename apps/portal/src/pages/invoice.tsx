import type { Dispute } from '@netline/contracts';
import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { List, listPath, useApi } from '../api';
import { ErrorNotice, Figure, PageTitle, StatusBadge } from '../components';
import { useCustomerPath } from '../customer';
import { DisputeForm, PromiseForm, ReplyForm } from '../forms';
import { date, dateTime, label, money } from '../format';
import type { PortalInvoice } from '../types';

/** One invoice: its figures, documents and payment link, its disputes with their threads, and what the buyer can do about it. */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const path = useCustomerPath();
  const invoice = useApi<PortalInvoice>(path(`/invoices/${encodeURIComponent(invoiceId)}`));
  const disputes = useApi<List<Dispute>>(listPath(path('/disputes'), 0, { 'filter[invoice_id][eq]': invoiceId }, 100));
  const [action, setAction] = useState<'dispute' | 'promise'>();
  const [notice, setNotice] = useState<string>();

  if (invoice.error) return <ErrorNotice error={invoice.error} retry={invoice.reload} />;
  if (!invoice.data) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the invoice" />
      </Center>
    );
  }
  const current = invoice.data;
  const threads = (disputes.data?.results ?? []).filter((dispute) => dispute.invoice_id === current.id);
  const owed = current.amount_balance > 0;
  const refresh = () => {
    invoice.reload();
    disputes.reload();
  };

  return (
    <Stack>
      <PageTitle
        title={`Invoice ${current.number}`}
        description={`Sent ${date(current.sent_at)}, due ${date(current.due_at)}`}
        actions={
          <Group>
            <Anchor component={Link} to={path('')} size="sm">
              Back to the overview
            </Anchor>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure caption="Amount" value={money(current.amount)} />
        <Figure caption="Balance" value={money(current.amount_balance)} testId="invoice-balance" />
        <Figure caption="Paid" value={money(current.amount_paid)} />
        <Figure caption="Credited" value={money(current.amount_credited)} testId="invoice-credited" />
      </SimpleGrid>
      <Group>
        <StatusBadge status={current.dispute_id ? 'disputed' : current.days_overdue > 0 ? 'overdue' : current.status} />
        {current.days_overdue > 0 && <Text size="sm">{current.days_overdue} days overdue</Text>}
        {current.pdf_url && (
          <Anchor href={current.pdf_url} target="_blank" rel="noopener">
            Invoice PDF
          </Anchor>
        )}
        {owed && current.payment_page_url && (
          <Button component="a" href={current.payment_page_url} target="_blank" rel="noopener noreferrer">
            Pay
          </Button>
        )}
      </Group>
      {notice && (
        <Text size="sm" role="status">
          {notice}
        </Text>
      )}
      {owed && (
        <Group>
          {!current.dispute_id && (
            <Button variant={action === 'dispute' ? 'filled' : 'default'} onClick={() => setAction(action === 'dispute' ? undefined : 'dispute')}>
              Dispute
            </Button>
          )}
          <Button variant={action === 'promise' ? 'filled' : 'default'} onClick={() => setAction(action === 'promise' ? undefined : 'promise')}>
            Promise to pay
          </Button>
        </Group>
      )}
      {owed && action === 'dispute' && !current.dispute_id && (
        <DisputeForm
          invoiceId={current.id}
          balance={current.amount_balance}
          onOpened={() => {
            setAction(undefined);
            setNotice('Dispute opened. The merchant will answer on its thread below.');
            refresh();
          }}
        />
      )}
      {owed && action === 'promise' && (
        <PromiseForm
          invoiceIds={[current.id]}
          numbers={[current.number]}
          amount={current.amount_balance}
          onMade={(promise) => {
            setAction(undefined);
            setNotice(`Promise sent: ${money(promise.amount)} by ${date(promise.promised_for)}.`);
          }}
        />
      )}

      <section aria-labelledby="disputes-heading">
        <Title order={2} size="h4" mb="xs" id="disputes-heading">
          Disputes
        </Title>
        {disputes.error && <ErrorNotice error={disputes.error} retry={disputes.reload} />}
        {disputes.data && threads.length === 0 && (
          <Text size="sm" c="gray.7">
            No dispute on this invoice.
          </Text>
        )}
        <Stack>
          {threads.map((dispute) => (
            <DisputeThread key={dispute.id} dispute={dispute} onChanged={refresh} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** A dispute, how it ended, and its messages oldest first, with a reply box while it is open. */
function DisputeThread({ dispute, onChanged }: { dispute: Dispute; onChanged: () => void }) {
  const ended =
    dispute.status === 'resolved'
      ? `Resolved on ${date(dispute.closed_at)}: the merchant credited ${money(dispute.amount_credited)}.`
      : dispute.status === 'rejected'
        ? `Rejected on ${date(dispute.closed_at)}.`
        : 'Open: no reminders go for this invoice meanwhile.';
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Dispute ${dispute.id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>
            {label(dispute.reason).replace(/^./, (first) => first.toUpperCase())}: {money(dispute.amount)}
          </Text>
          <StatusBadge status={dispute.status} />
        </Group>
        <Text size="sm" data-testid="dispute-outcome">
          {ended}
        </Text>
        {dispute.attachment_url && (
          <Anchor href={dispute.attachment_url} target="_blank" rel="noopener noreferrer" size="sm">
            Attachment
          </Anchor>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Messages">
          {dispute.messages.map((message) => (
            <Paper key={message.id} component="li" p="sm" radius="sm" bg={message.author === 'buyer' ? 'indigo.0' : 'gray.0'}>
              <Text size="xs" c="gray.8">
                {message.author === 'buyer' ? 'You' : 'The merchant'} · {dateTime(message.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {message.text}
              </Text>
            </Paper>
          ))}
        </Stack>
        {dispute.status === 'open' && <ReplyForm disputeId={dispute.id} onSent={onChanged} />}
      </Stack>
    </Paper>
  );
}
