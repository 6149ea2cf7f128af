import { createCustomerSchema, type Customer, type Invoice, type LedgerEntry } from '@netline/contracts';
import { Badge, Button, Group, Modal, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { call, useGet } from '../api';
import { checkedBody, DataTable, ErrorNotice, ListTable, PageTitle, SEARCH_PAUSE_MS, useSubmit } from '../components';
import { date, dateTime, label, money } from '../format';
import { useSession } from '../session';
import { BuyerUsersPanel, CreditLineRequestsPanel, StatementsPanel } from './customer-panels';

export function creditBadge(status: string | null) {
  const color = status === 'approved' ? 'green' : status === 'declined' || status === 'deactivated' ? 'red' : status ? 'yellow' : 'gray';
  return <Badge color={color}>{label(status ?? 'not checked')}</Badge>;
}

export function CustomersPage() {
  const { canWrite } = useSession();
  const [page, setPage] = useState(0);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string>();
  // A search as the person types: what the name or email starts with, asked once typing pauses.
  const [nameQuery] = useDebouncedValue(name.trim(), SEARCH_PAUSE_MS);
  const [emailQuery] = useDebouncedValue(email.trim(), SEARCH_PAUSE_MS);
  const customers = useGet('/customers', {
    query: { page, limit: 25, 'filter[business_name][prefix]': nameQuery || undefined, 'filter[email][prefix]': emailQuery || undefined },
  });
  return (
    <>
      <PageTitle
        title="Customers"
        description="The businesses you sell to on terms, with their credit lines."
        actions={canWrite ? <Button onClick={() => setCreating(true)}>Add customer</Button> : undefined}
      />
      <Group mb="md" align="flex-end">
        <TextInput label="Business name" placeholder="Starts with…" value={name} onChange={(event) => (setName(event.currentTarget.value), setPage(0))} />
        <TextInput label="Email" placeholder="Starts with…" value={email} onChange={(event) => (setEmail(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<Customer>
        caption="Customers"
        loaded={customers}
        page={page}
        onPage={setPage}
        rowKey={(customer) => customer.id}
        empty={
          nameQuery || emailQuery
            ? 'No customer matches this search.'
            : 'No customers yet. Add one here or with POST /api/customers; Netline then checks their credit.'
        }
        columns={[
          {
            header: 'Business',
            cell: (customer) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(customer.id)}>
                {customer.business_name}
              </Button>
            ),
          },
          { header: 'Email', cell: (customer) => customer.email },
          { header: 'Credit', cell: (customer) => creditBadge(customer.credit_status) },
          { header: 'Net terms', cell: (customer) => label(customer.net_terms_status) },
          { header: 'Approved', cell: (customer) => money(customer.amount_approved) },
          { header: 'Available', cell: (customer) => money(customer.amount_available) },
          { header: 'Created', cell: (customer) => dateTime(customer.created_at) },
        ]}
      />
      <CreateCustomerModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(customer) => {
          setCreating(false);
          customers.reload();
          notifications.show({ message: `${customer.business_name} added; its credit check has started.`, color: 'green' });
        }}
      />
      {open && <CustomerModal id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

const EMPTY = {
  business_name: '',
  email: '',
  business_ap_email: '',
  business_address: '',
  business_city: '',
  business_state: '',
  business_zip: '',
  business_country: 'US',
};

function CreateCustomerModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (customer: Customer) => void }) {
  const [form, setForm] = useState(EMPTY);
  const { busy, error, submit: run } = useSubmit();
  const field = (key: keyof typeof EMPTY, text: string) => (
    <TextInput label={text} required value={form[key]} onChange={(event) => setForm({ ...form, [key]: event.currentTarget.value })} />
  );
  const submit = () =>
    run(
      () => call('post', '/customers', { body: checkedBody(createCustomerSchema, form) }),
      (customer) => {
        setForm(EMPTY);
        onCreated(customer);
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Add customer" size="lg">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('business_name', 'Business name')}
          {field('email', 'Contact email')}
          {field('business_ap_email', 'Accounts payable email')}
          {field('business_address', 'Street address')}
          {field('business_city', 'City')}
          {field('business_state', 'State')}
          {field('business_zip', 'ZIP code')}
          {field('business_country', 'Country (two letters)')}
        </SimpleGrid>
        {error && <ErrorNotice error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Add customer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CustomerModal({ id, onClose }: { id: string; onClose: () => void }) {
  const customer = useGet('/customers/{customer_id}', { path: { customer_id: id } });
  const ledger = useGet('/customers/{customer_id}/ledger', { path: { customer_id: id }, query: { limit: 100 } });
  const invoices = useGet('/invoices', { query: { page: 0, limit: 100, 'filter[customer_id][eq]': id } });
  const data = customer.data;
  return (
    <Modal opened onClose={onClose} title={data?.business_name ?? 'Customer'} size="xl" closeButtonProps={{ 'aria-label': 'Close customer' }}>
      {customer.error && <ErrorNotice error={customer.error} retry={customer.reload} />}
      {data && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure name="Credit" value={creditBadge(data.credit_status)} />
            <Figure name="Approved" value={money(data.amount_approved)} />
            <Figure name="Available" value={money(data.amount_available)} />
            <Figure name="Balance" value={money(data.amount_balance)} />
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {data.id} · {data.email} · {data.business_city}, {data.business_state}
          </Text>
          {/* A tab's panel loads its data when it is opened, not all of them with the detail. */}
          <Tabs defaultValue="decisions" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="decisions">Credit decisions</Tabs.Tab>
              <Tabs.Tab value="ledger">Credit ledger</Tabs.Tab>
              <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
              <Tabs.Tab value="statements">Statements</Tabs.Tab>
              <Tabs.Tab value="credit-line-requests">Credit-line requests</Tabs.Tab>
              <Tabs.Tab value="buyer-users">Buyer users</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="decisions" pt="sm">
              <DataTable
                caption="Credit decisions"
                rows={data.credit_decisions}
                loading={false}
                rowKey={(decision) => decision.id}
                empty="No credit decision yet; the underwriter decides shortly after the customer is added."
                columns={[
                  { header: 'When', cell: (decision) => dateTime(decision.created_at) },
                  { header: 'Decision', cell: (decision) => label(decision.decision) },
                  { header: 'Amount', cell: (decision) => money(decision.amount) },
                  { header: 'Advance rate', cell: (decision) => (decision.advance_rate === null ? '—' : `${Math.round(decision.advance_rate * 100)}%`) },
                  { header: 'Code', cell: (decision) => label(decision.decline_code ?? decision.hold_code) },
                ]}
              />
            </Tabs.Panel>
            <Tabs.Panel value="ledger" pt="sm">
              <ListTable<LedgerEntry>
                caption="Credit ledger"
                loaded={ledger}
                rowKey={(entry) => entry.id}
                empty="No ledger entries yet."
                columns={[
                  { header: 'When', cell: (entry) => dateTime(entry.created_at) },
                  { header: 'Kind', cell: (entry) => label(entry.kind) },
                  { header: 'Amount', cell: (entry) => money(entry.amount) },
                  { header: 'Available change', cell: (entry) => money(entry.approved_change - entry.authorized_change - entry.balance_change) },
                  { header: 'Invoice', cell: (entry) => entry.invoice_id ?? '—' },
                ]}
              />
            </Tabs.Panel>
            <Tabs.Panel value="invoices" pt="sm">
              <ListTable<Invoice>
                caption="Customer invoices"
                loaded={invoices}
                rowKey={(invoice) => invoice.id}
                empty="No invoices for this customer yet."
                columns={[
                  { header: 'Number', cell: (invoice) => invoice.number },
                  { header: 'Due', cell: (invoice) => money(invoice.amount_due) },
                  { header: 'Balance', cell: (invoice) => money(invoice.amount_balance) },
                  { header: 'Due date', cell: (invoice) => date(invoice.due_at) },
                ]}
              />
            </Tabs.Panel>
            <Tabs.Panel value="statements" pt="sm">
              <StatementsPanel customerId={id} />
            </Tabs.Panel>
            <Tabs.Panel value="credit-line-requests" pt="sm">
              <CreditLineRequestsPanel customerId={id} />
            </Tabs.Panel>
            <Tabs.Panel value="buyer-users" pt="sm">
              <BuyerUsersPanel customerId={id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}

function Figure({ name, value }: { name: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {name}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
