import { createBuyerUserSchema, type BuyerUser, type CreditLineRequest, type CreditLineRequestStatus, type Statement } from '@netline/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormEvent, useId, useState } from 'react';
import { call, useGet } from '../api';
import { checkedBody, ConfirmButton, DataTable, ErrorNotice, ListTable, useSubmit } from '../components';
import { dateTime, label, money } from '../format';
import { useSession } from '../session';

/**
 * The buyer's side of a customer, as tabs of its detail on the Customers page: who may sign in to the
 * buyer portal for it, its monthly statements, and the higher credit lines it asked for.
 */

function notify(message: string, color: 'green' | 'red' = 'green', title?: string): void {
  notifications.show({ title, message, color, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}

/** Buyer users (`/api/customers/{id}/buyer-users`, identity): the addresses that sign in to the portal for the customer. */
export function BuyerUsersPanel({ customerId }: { customerId: string }) {
  const { canWrite } = useSession();
  const users = useGet('/customers/{customer_id}/buyer-users', { path: { customer_id: customerId }, query: { page: 0, limit: 100 } });
  const remove = (user: BuyerUser) => async () => {
    await call('delete', '/buyer-users/{buyer_user_id}', { path: { buyer_user_id: user.id } });
    notify(`${user.email} signs in to nothing of this customer any more.`);
    users.reload();
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.7">
        The customer&apos;s own email and accounts-payable email always reach it in the buyer portal; add the other people who pay its invoices. Each signs in
        with a link mailed to them.
      </Text>
      <ListTable<BuyerUser>
        caption="Buyer users"
        loaded={users}
        rowKey={(user) => user.id}
        empty="No buyer users yet. The customer's own addresses are listed here once they first sign in."
        columns={[
          { header: 'Email', cell: (user) => user.email },
          { header: 'Added by', cell: (user) => (user.created_by === 'merchant' ? 'you' : "the customer's own address") },
          { header: 'Added', cell: (user) => dateTime(user.created_at) },
          {
            header: 'Status',
            cell: (user) => (user.deactivated_at ? <Badge color="gray">removed {dateTime(user.deactivated_at)}</Badge> : <Badge color="green">active</Badge>),
          },
          ...(canWrite
            ? [
                {
                  header: 'Actions',
                  cell: (user: BuyerUser) =>
                    user.created_by === 'merchant' && !user.deactivated_at ? (
                      <ConfirmButton
                        label="Remove"
                        title={`Remove ${user.email}?`}
                        message="The address signs in to nothing of this customer from its next portal request."
                        confirmLabel="Remove buyer user"
                        onConfirm={remove(user)}
                      />
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      {canWrite && <AddBuyerUserForm customerId={customerId} onAdded={users.reload} />}
    </Stack>
  );
}

function AddBuyerUserForm({ customerId, onAdded }: { customerId: string; onAdded: () => void }) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const { busy, error, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API's own schema first, so a malformed address is named before anything is sent.
    void run(
      () =>
        call('post', '/customers/{customer_id}/buyer-users', {
          path: { customer_id: customerId },
          body: checkedBody(createBuyerUserSchema, { email: email.trim() || undefined }, { email: 'Email' }),
        }),
      (user) => {
        setEmail('');
        notify(`${user.email} may now sign in to the buyer portal for this customer.`);
        onAdded();
      },
    );
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          Add a buyer user
        </Text>
        <Group align="flex-end">
          <TextInput
            label="Email"
            type="email"
            placeholder="ap.clerk@customer.example"
            style={{ flex: 1 }}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Add buyer user
          </Button>
        </Group>
        {error && <ErrorNotice error={error} />}
      </Stack>
    </Paper>
  );
}

/** A statement's calendar month, as its period (UTC, the account's clock) names it. */
function month(statement: Statement): string {
  return new Date(statement.period_start).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Statements (`/api/customers/{id}/statements`, billing): the month still running, computed now, above the
 * closed months, newest first, each with its PDF (the document emailed to the customer).
 */
export function StatementsPanel({ customerId }: { customerId: string }) {
  const current = useGet('/customers/{customer_id}/statements/current', { path: { customer_id: customerId } });
  const closed = useGet('/customers/{customer_id}/statements', { path: { customer_id: customerId }, query: { page: 0, limit: 100 } });
  const rows = [...(current.data ? [current.data] : []), ...(closed.data?.results ?? [])];
  return (
    <Stack gap="sm">
      <DataTable<Statement>
        caption="Statements"
        rows={rows}
        loading={(current.loading && !current.data) || (closed.loading && !closed.data)}
        error={current.error ?? closed.error}
        retry={() => (current.reload(), closed.reload())}
        rowKey={(statement) => statement.id ?? 'current'}
        empty="No statements yet."
        columns={[
          { header: 'Month', cell: (statement) => month(statement) },
          {
            header: 'Status',
            cell: (statement) => (statement.status === 'open' ? <Badge color="blue">so far</Badge> : <Badge color="gray">closed</Badge>),
          },
          { header: 'Opening', cell: (statement) => money(statement.opening_balance) },
          { header: 'Invoiced', cell: (statement) => money(statement.totals.invoiced) },
          { header: 'Paid', cell: (statement) => money(statement.totals.paid) },
          { header: 'Credited', cell: (statement) => money(statement.totals.credited) },
          { header: 'Closing', cell: (statement) => money(statement.closing_balance) },
          { header: 'Lines', cell: (statement) => statement.lines.length },
          {
            header: 'PDF',
            cell: (statement) =>
              statement.id ? (
                <Anchor href={`/api/statements/${encodeURIComponent(statement.id)}/pdf`} target="_blank" rel="noreferrer" size="sm">
                  PDF of {month(statement)}
                </Anchor>
              ) : (
                <Text size="sm" c="gray.7">
                  when the month ends
                </Text>
              ),
          },
        ]}
      />
      <Text size="xs" c="gray.7">
        A month&apos;s statement is written when the month ends on your account&apos;s clock, emailed to the customer with its PDF, and never changes.
      </Text>
    </Stack>
  );
}

const REQUEST_COLORS: Record<CreditLineRequestStatus, string> = { pending: 'yellow', approved: 'green', declined: 'red', withdrawn: 'gray' };

export function creditLineRequestBadge(status: CreditLineRequestStatus) {
  return <Badge color={REQUEST_COLORS[status]}>{label(status)}</Badge>;
}

/** Credit-line requests (`GET /api/credit-line-requests`, credit): the next credit decision for the customer settles a pending one. */
export function CreditLineRequestsPanel({ customerId }: { customerId: string }) {
  const requests = useGet('/credit-line-requests', { query: { page: 0, limit: 100, 'filter[customer_id][eq]': customerId } });
  return (
    <ListTable<CreditLineRequest>
      caption="Credit-line requests"
      loaded={requests}
      rowKey={(entry) => entry.id}
      empty="No request for a higher line. The customer asks in the buyer portal, or you file one with POST /api/customers/{id}/credit-line-requests."
      columns={[
        { header: 'Asked', cell: (entry) => dateTime(entry.created_at) },
        { header: 'Line asked for', cell: (entry) => money(entry.amount) },
        { header: 'Line then', cell: (entry) => money(entry.amount_approved_at_request) },
        { header: 'Status', cell: (entry) => creditLineRequestBadge(entry.status) },
        { header: 'Reason', cell: (entry) => entry.reason ?? '—' },
        { header: 'Asked through', cell: (entry) => label(entry.requested_by.channel) },
        { header: 'Decided', cell: (entry) => dateTime(entry.decided_at) },
      ]}
    />
  );
}
