import {
  CREDIT_DECISIONS,
  PAYMENT_METHODS,
  type CreditLineRequest,
  type Customer,
  type Payment,
  type PaymentMethodName,
  type PaymentStatusRequest,
  type Payout,
  type PayoutStatusRequest,
} from '@netline/contracts';
import { Alert, Button, Code, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ReactNode, useState } from 'react';
import { ApiError, call, useGet } from '../api';
import { asApiError, DollarInput, ErrorNotice, PageTitle } from '../components';
import { label, money } from '../format';
import { useSession } from '../session';

const PAYMENT_NEXT = ['in_transit', 'in_review', 'paid', 'failed', 'canceled'];
const PAYOUT_NEXT = ['in_transit', 'paid', 'failed', 'canceled'];

/**
 * The sandbox stand-ins for Netline's underwriters, banks and clock, as buttons: each calls one of the
 * API's sandbox operations (`/api/sandbox/…`).
 */
export function SandboxPage() {
  const { canWrite } = useSession();
  const customers = useGet('/customers', { query: { limit: 100 } });
  const payments = useGet('/payments', { query: { limit: 100 } });
  const payouts = useGet('/payouts', { query: { limit: 100 } });
  const lineRequests = useGet('/credit-line-requests', { query: { 'filter[status][eq]': 'pending', limit: 100 } });
  const [result, setResult] = useState<{ title: string; body: unknown }>();
  const [error, setError] = useState<ApiError>();

  const run = (title: string, work: () => Promise<unknown>) => {
    setError(undefined);
    return work().then(
      (answer) => {
        setResult({ title, body: answer ?? 'done' });
        notifications.show({ message: `${title}: done`, color: 'green' });
        customers.reload();
        payments.reload();
        payouts.reload();
        lineRequests.reload();
      },
      (failure: unknown) => setError(asApiError(failure)),
    );
  };

  if (!canWrite) {
    return (
      <>
        <PageTitle title="Sandbox console" />
        <Alert color="blue">The sandbox console changes test data, so it is for admins. Ask an admin of your team to run these steps.</Alert>
      </>
    );
  }

  const customerOptions = (customers.data?.results ?? []).map((customer) => ({
    value: customer.id,
    label: `${customer.business_name} (${label(customer.credit_status ?? 'pending')})`,
  }));
  return (
    <>
      <PageTitle title="Sandbox console" description="Play the underwriter, the bank and the calendar for your sandbox data. Nothing here moves money." />
      {customers.error && <ErrorNotice error={customers.error} retry={customers.reload} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CreditCard customers={customerOptions} run={run} />
        <CreditLineRequestCard requests={lineRequests.data?.results ?? []} customers={customers.data?.results ?? []} run={run} />
        <PaymentCard customers={customerOptions} payments={payments.data?.results ?? []} run={run} />
        <PayoutCard payouts={payouts.data?.results ?? []} run={run} />
        <ClockCard run={run} />
      </SimpleGrid>
      <Stack mt="lg">
        {error && <ErrorNotice error={error} />}
        {result && (
          <Paper withBorder p="md" radius="md" aria-live="polite">
            <Text fw={600} size="sm" mb="xs">
              {result.title}
            </Text>
            <Code block>{JSON.stringify(result.body, null, 2)}</Code>
          </Paper>
        )}
      </Stack>
    </>
  );
}

/** Runs one sandbox operation and shows its answer (or its refusal) on the page. */
type Run = (title: string, work: () => Promise<unknown>) => Promise<void>;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

function CreditCard({ customers, run }: { customers: { value: string; label: string }[]; run: Run }) {
  const [customer, setCustomer] = useState<string | null>(null);
  const [decision, setDecision] = useState<string>('approved');
  const [amount, setAmount] = useState<number | string>(10_000);
  const ids = { path: { customer_id: customer ?? '' } };
  return (
    <Card title="Credit decision and enrollment">
      <Select
        label="Customer"
        placeholder={customers.length ? 'Pick a customer' : 'Add a customer first'}
        data={customers}
        value={customer}
        onChange={setCustomer}
        searchable
      />
      <Group grow>
        <Select
          label="Decision"
          data={CREDIT_DECISIONS.map((value) => ({ value, label: label(value) }))}
          value={decision}
          onChange={(value) => setDecision(value ?? 'approved')}
          allowDeselect={false}
        />
        <NumberInput label="Credit line (USD)" value={amount} onChange={setAmount} min={0} decimalScale={2} prefix="$" thousandSeparator="," />
      </Group>
      <Group>
        <Button
          disabled={!customer}
          onClick={() =>
            void run(`Credit decision: ${label(decision)}`, () =>
              call('post', '/sandbox/customers/{customer_id}/credit-decision', {
                ...ids,
                body: {
                  decision: decision as (typeof CREDIT_DECISIONS)[number],
                  ...(decision === 'approved' || decision === 'line_adjustment' ? { amount: Number(amount) } : {}),
                },
              }),
            )
          }
        >
          Record decision
        </Button>
        <Button
          variant="light"
          disabled={!customer}
          onClick={() => void run('Net terms enrollment', () => call('post', '/sandbox/customers/{customer_id}/enroll', ids))}
        >
          Complete enrollment
        </Button>
      </Group>
    </Card>
  );
}

/** A pending credit-line request decided as the underwriter would: each button records a real credit decision. */
function CreditLineRequestCard({ requests, customers, run }: { requests: CreditLineRequest[]; customers: Customer[]; run: Run }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const names = new Map(customers.map((customer) => [customer.id, customer.business_name]));
  const pending = requests.find((entry) => entry.id === chosen);
  // A decided request leaves the pending list when the console reloads, and with it the choice.
  const decide = (decision: 'approve' | 'decline') =>
    void run(`Credit-line request ${decision === 'approve' ? 'approved' : 'declined'}`, () =>
      call('post', '/sandbox/credit-line-requests/{credit_line_request_id}/decide', { path: { credit_line_request_id: chosen ?? '' }, body: { decision } }),
    );
  return (
    <Card title="Credit-line requests">
      <Select
        label="Pending request"
        placeholder={requests.length ? 'Pick a request' : 'No pending request'}
        data={requests.map((entry) => ({
          value: entry.id,
          label: `${names.get(entry.customer_id) ?? entry.customer_id}: ${money(entry.amount_approved_at_request)} → ${money(entry.amount)}`,
        }))}
        value={pending ? chosen : null}
        onChange={setChosen}
      />
      <Group>
        <Button disabled={!pending} onClick={() => decide('approve')}>
          Approve the line
        </Button>
        <Button variant="light" color="red" disabled={!pending} onClick={() => decide('decline')}>
          Decline
        </Button>
      </Group>
    </Card>
  );
}

function PaymentCard({ customers, payments, run }: { customers: { value: string; label: string }[]; payments: Payment[]; run: Run }) {
  const [customer, setCustomer] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | string>(100);
  const [method, setMethod] = useState<string>('ach_debit');
  return (
    <Card title="Customer payments">
      <Select label="Customer" placeholder="Pick a customer" data={customers} value={customer} onChange={setCustomer} searchable />
      <Group grow>
        <DollarInput value={amount} onChange={setAmount} />
        <Select
          label="Method"
          data={PAYMENT_METHODS.map((value) => ({ value, label: label(value) }))}
          value={method}
          onChange={(value) => setMethod(value ?? 'ach_debit')}
          allowDeselect={false}
        />
      </Group>
      <Button
        disabled={!customer}
        onClick={() =>
          void run('Payment arrived', () =>
            call('post', '/sandbox/payments', { body: { customer_id: customer ?? '', amount: Number(amount), method: method as PaymentMethodName } }),
          )
        }
      >
        Receive payment
      </Button>
      <MoveOn
        what="Payment"
        items={payments.map((item) => ({ value: item.id, label: `${money(item.amount)} · ${label(item.status)}` }))}
        statuses={PAYMENT_NEXT}
        send={(id, status) =>
          call('post', '/sandbox/payments/{payment_id}/status', { path: { payment_id: id }, body: { status: status as PaymentStatusRequest['status'] } })
        }
        run={run}
      />
    </Card>
  );
}

/** Moves a payment or a payout to the status the bank would report next. */
function MoveOn({
  what,
  items,
  statuses,
  send,
  run,
}: {
  what: 'Payment' | 'Payout';
  items: Array<{ value: string; label: string }>;
  statuses: string[];
  send: (id: string, status: string) => Promise<unknown>;
  run: Run;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('paid');
  return (
    <>
      <Group grow align="flex-end">
        <Select
          label={what}
          placeholder={items.length ? `Pick a ${what.toLowerCase()}` : `No ${what.toLowerCase()}s yet`}
          data={items}
          value={chosen}
          onChange={setChosen}
        />
        <Select
          label="New status"
          data={statuses.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => setStatus(value ?? 'paid')}
          allowDeselect={false}
        />
      </Group>
      <Button variant="light" disabled={!chosen} onClick={() => void run(`${what} ${label(status)}`, () => send(chosen ?? '', status))}>
        Move {what.toLowerCase()} on
      </Button>
    </>
  );
}

function PayoutCard({ payouts, run }: { payouts: Payout[]; run: Run }) {
  return (
    <Card title="Payouts">
      <Button onClick={() => void run('Payout run', () => call('post', '/sandbox/payouts/run'))}>Run payouts now</Button>
      <MoveOn
        what="Payout"
        items={payouts.map((item) => ({ value: item.id, label: `${money(item.amount_net)} · ${label(item.status)}` }))}
        statuses={PAYOUT_NEXT}
        send={(id, status) =>
          call('post', '/sandbox/payouts/{payout_id}/status', { path: { payout_id: id }, body: { status: status as PayoutStatusRequest['status'] } })
        }
        run={run}
      />
    </Card>
  );
}

function ClockCard({ run }: { run: Run }) {
  const [days, setDays] = useState<number | string>(30);
  return (
    <Card title="Clock">
      <Text size="sm" c="gray.7">
        Moves your sandbox clock forward and runs what falls due: overdue holds, fees and payouts.
      </Text>
      <NumberInput label="Days" value={days} onChange={setDays} min={1} max={3650} allowDecimal={false} />
      <Button onClick={() => void run(`Clock advanced ${days} days`, () => call('post', '/sandbox/clock/advance', { body: { days: Number(days) } }))}>
        Advance clock
      </Button>
    </Card>
  );
}
