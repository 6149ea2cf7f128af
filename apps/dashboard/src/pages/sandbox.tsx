import { CREDIT_DECISIONS, PAYMENT_METHODS, type CreditLineRequest, type Customer, type Payment, type Payout } from '@netline/contracts';
import { Alert, Button, Code, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ReactNode, useState } from 'react';
import { ApiError, List, request, useApi } from '../api';
import { asApiError, ErrorNotice, PageTitle } from '../components';
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
  const customers = useApi<List<Customer>>('/customers?limit=100');
  const payments = useApi<List<Payment>>('/payments?limit=100');
  const payouts = useApi<List<Payout>>('/payouts?limit=100');
  const lineRequests = useApi<List<CreditLineRequest>>('/credit-line-requests?filter[status][eq]=pending&limit=100');
  const [result, setResult] = useState<{ title: string; body: unknown }>();
  const [error, setError] = useState<ApiError>();

  const run = (title: string, path: string, body?: unknown) => {
    setError(undefined);
    return request<unknown>('POST', path, body).then(
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

type Run = (title: string, path: string, body?: unknown) => Promise<void>;

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
  const path = (suffix: string) => `/sandbox/customers/${encodeURIComponent(customer ?? '')}/${suffix}`;
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
            void run(`Credit decision: ${label(decision)}`, path('credit-decision'), {
              decision,
              ...(decision === 'approved' || decision === 'line_adjustment' ? { amount: Number(amount) } : {}),
            })
          }
        >
          Record decision
        </Button>
        <Button variant="light" disabled={!customer} onClick={() => void run('Net terms enrollment', path('enroll'))}>
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
    void run(
      `Credit-line request ${decision === 'approve' ? 'approved' : 'declined'}`,
      `/sandbox/credit-line-requests/${encodeURIComponent(chosen ?? '')}/decide`,
      {
        decision,
      },
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
  const [payment, setPayment] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('paid');
  return (
    <Card title="Customer payments">
      <Select label="Customer" placeholder="Pick a customer" data={customers} value={customer} onChange={setCustomer} searchable />
      <Group grow>
        <NumberInput label="Amount (USD)" value={amount} onChange={setAmount} min={0.01} decimalScale={2} prefix="$" thousandSeparator="," />
        <Select
          label="Method"
          data={PAYMENT_METHODS.map((value) => ({ value, label: label(value) }))}
          value={method}
          onChange={(value) => setMethod(value ?? 'ach_debit')}
          allowDeselect={false}
        />
      </Group>
      <Button disabled={!customer} onClick={() => void run('Payment arrived', '/sandbox/payments', { customer_id: customer, amount: Number(amount), method })}>
        Receive payment
      </Button>
      <Group grow align="flex-end">
        <Select
          label="Payment"
          placeholder={payments.length ? 'Pick a payment' : 'No payments yet'}
          data={payments.map((item) => ({ value: item.id, label: `${money(item.amount)} · ${label(item.status)}` }))}
          value={payment}
          onChange={setPayment}
        />
        <Select
          label="New status"
          data={PAYMENT_NEXT.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => setStatus(value ?? 'paid')}
          allowDeselect={false}
        />
      </Group>
      <Button
        variant="light"
        disabled={!payment}
        onClick={() => void run(`Payment ${label(status)}`, `/sandbox/payments/${encodeURIComponent(payment ?? '')}/status`, { status })}
      >
        Move payment on
      </Button>
    </Card>
  );
}

function PayoutCard({ payouts, run }: { payouts: Payout[]; run: Run }) {
  const [payout, setPayout] = useState<string | null>(null);
  const [status, setStatus] = useState<string>('paid');
  return (
    <Card title="Payouts">
      <Button onClick={() => void run('Payout run', '/sandbox/payouts/run')}>Run payouts now</Button>
      <Group grow align="flex-end">
        <Select
          label="Payout"
          placeholder={payouts.length ? 'Pick a payout' : 'No payouts yet'}
          data={payouts.map((item) => ({ value: item.id, label: `${money(item.amount_net)} · ${label(item.status)}` }))}
          value={payout}
          onChange={setPayout}
        />
        <Select
          label="New status"
          data={PAYOUT_NEXT.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => setStatus(value ?? 'paid')}
          allowDeselect={false}
        />
      </Group>
      <Button
        variant="light"
        disabled={!payout}
        onClick={() => void run(`Payout ${label(status)}`, `/sandbox/payouts/${encodeURIComponent(payout ?? '')}/status`, { status })}
      >
        Move payout on
      </Button>
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
      <Button onClick={() => void run(`Clock advanced ${days} days`, '/sandbox/clock/advance', { days: Number(days) })}>Advance clock</Button>
    </Card>
  );
}
