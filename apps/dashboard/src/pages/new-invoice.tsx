import { createInvoiceSchema, lineAmountCents, TERMS, type Customer, type Invoice } from '@netline/contracts';
import { ActionIcon, Button, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FormEvent, useState } from 'react';
import { ApiError, call } from '../api';
import { ErrorNotice, useSubmit } from '../components';
import { label, money } from '../format';

interface Line {
  description: string;
  quantity: number | string;
  unitPrice: number | string;
}

const EMPTY_LINE: Line = { description: '', quantity: 1, unitPrice: '' };

/** What each request field is called on the form, so a problem names what the person sees. */
const FIELDS: Record<string, string> = { customer_id: 'Customer', number: 'Invoice number', terms: 'Terms', amount: 'Total', line_items: 'Lines' };

/** A line's amount in dollars, by the API's own rule (quantity × unit price, rounded half up to the cent). */
function lineAmount(line: Line): number | null {
  if (line.quantity === '' || line.unitPrice === '') return null;
  return lineAmountCents(Number(line.quantity), Number(line.unitPrice)) / 100;
}

/**
 * A new invoice with its lines, created with the API's own operation (`POST /api/invoices`) and, when
 * the person asks, sent at once (`PUT /api/invoices/{id}/send`): the customer is then emailed the invoice.
 * The form is checked against the API's schema before anything is sent, and the API's refusals are shown
 * as it answers them.
 */
export function NewInvoiceModal({ customers, onClose, onCreated }: { customers: Customer[]; onClose: () => void; onCreated: (invoice: Invoice) => void }) {
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [terms, setTerms] = useState<string | null>('net30');
  const [lines, setLines] = useState<Line[]>([{ ...EMPTY_LINE }]);
  const { busy, error, submit: run } = useSubmit();
  const amounts = lines.map(lineAmount);
  const total = amounts.reduce<number>((sum, amount) => sum + Math.round((amount ?? 0) * 100), 0) / 100;
  const setLine = (index: number, change: Partial<Line>) => setLines(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  const submit = (send: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    const input = {
      customer_id: customerId ?? undefined,
      number: number.trim() || undefined,
      terms: terms ?? undefined,
      amount: total,
      line_items: lines.map((line, index) => ({
        description: line.description.trim(),
        quantity: line.quantity === '' ? undefined : Number(line.quantity),
        unit_price: line.unitPrice === '' ? undefined : Number(line.unitPrice),
        amount: amounts[index] ?? undefined,
      })),
    };
    void run(async () => {
      const checked = createInvoiceSchema.safeParse(input);
      if (!checked.success) {
        const details = checked.error.issues.map((issue) => {
          const [field, index, part] = issue.path.map(String);
          const where = field === 'line_items' && index !== undefined ? `Line ${Number(index) + 1}${part ? ` ${label(part)}` : ''}` : (FIELDS[field] ?? field);
          // An empty field is a missing one to the person filling the form.
          const empty =
            (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) || (issue.code === 'too_small' && issue.origin === 'string');
          return { path: where, message: empty ? 'is required' : issue.message };
        });
        throw new ApiError(400, 'validation_error', 'Check the form', details);
      }
      const created = await call('post', '/invoices', { body: checked.data });
      return send ? call('put', '/invoices/{invoice_id}/send', { path: { invoice_id: created.id } }) : created;
    }, onCreated);
  };

  return (
    <Modal opened onClose={onClose} title="New invoice" size="xl" closeButtonProps={{ 'aria-label': 'Close new invoice' }}>
      <form onSubmit={submit(false)} noValidate aria-label="New invoice">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Customer"
              placeholder="Search by name"
              required
              searchable
              data={customers.map((customer) => ({ value: customer.id, label: customer.business_name }))}
              value={customerId}
              onChange={setCustomerId}
            />
            <TextInput label="Invoice number" required maxLength={64} value={number} onChange={(event) => setNumber(event.currentTarget.value)} />
            <Select label="Terms" data={TERMS.map((value) => ({ value, label: label(value) }))} value={terms} onChange={setTerms} />
          </SimpleGrid>
          <Text fw={600} size="sm">
            Lines
          </Text>
          {lines.map((line, index) => (
            <Paper key={index} withBorder p="sm" radius="md">
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={`Line ${index + 1} description`}
                  required
                  style={{ flex: 2, minWidth: '12rem' }}
                  value={line.description}
                  onChange={(event) => setLine(index, { description: event.currentTarget.value })}
                />
                <NumberInput
                  label={`Line ${index + 1} quantity`}
                  min={0}
                  decimalScale={4}
                  style={{ width: '8rem' }}
                  value={line.quantity}
                  onChange={(value) => setLine(index, { quantity: value })}
                />
                <NumberInput
                  label={`Line ${index + 1} unit price (USD)`}
                  min={0}
                  decimalScale={2}
                  prefix="$"
                  thousandSeparator=","
                  style={{ width: '10rem' }}
                  value={line.unitPrice}
                  onChange={(value) => setLine(index, { unitPrice: value })}
                />
                <Text size="sm" style={{ width: '7rem' }} aria-label={`Line ${index + 1} amount`}>
                  {amounts[index] === null ? '—' : money(amounts[index]!)}
                </Text>
                {lines.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => setLines(lines.filter((_, at) => at !== index))}
                  >
                    ×
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => setLines([...lines, { ...EMPTY_LINE }])}>
              Add a line
            </Button>
            <Text fw={600} aria-label="Invoice total">
              Total {money(total)}
            </Text>
          </Group>
          {error && <ErrorNotice error={error} />}
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={busy}>
              Create draft
            </Button>
            <Button loading={busy} onClick={() => submit(true)()}>
              Create and send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
