import {
  buyerCreditLineRequestSchema,
  buyerDisputeMessageSchema,
  buyerOpenDisputeSchema,
  buyerPromiseToPaySchema,
  CreditLineRequest,
  Dispute,
  DISPUTE_REASONS,
  PromiseToPay,
  validationDetails,
} from '@netline/contracts';
import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { FormEvent, ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError, request, useSubmit } from './api';
import { ErrorNotice } from './components';
import { useCustomerPath } from './customer';
import { label } from './format';

/** A typed dollar amount as the API takes it (a number), or nothing when the field is empty. */
const dollars = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value.replace(/[$,\s]/g, '')));

/**
 * Checks `body` by the API's own schema before it is sent, so missing or malformed fields are named at
 * once; what only the API can tell (more than the balance, a closed invoice) comes back as it says it.
 */
export function checked<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(400, 'validation_error', 'Check the form', validationDetails(parsed.error.issues));
}

/** A form in a bordered box: its title, fields, the API's refusal if any, and the submit button. */
function FormBox({
  title,
  description,
  submitLabel,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  onSubmit: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { busy, error, submit: run } = useSubmit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(onSubmit);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="gray.7">
                {description}
              </Text>
            )}
          </div>
          {children}
          {error && <ErrorNotice error={error} title="Not sent" />}
          <Group>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Contest part or all of an invoice: no reminders go for it while the dispute is open. */
export function DisputeForm({ invoiceId, balance, onOpened }: { invoiceId: string; balance: number; onOpened: (dispute: Dispute) => void }) {
  const path = useCustomerPath();
  const [reason, setReason] = useState<string>(DISPUTE_REASONS[0]);
  const [amount, setAmount] = useState(String(balance));
  const [message, setMessage] = useState('');
  const [attachment, setAttachment] = useState('');
  return (
    <FormBox
      title="Dispute this invoice"
      description="Tell the merchant what is wrong. No reminders go for this invoice while the dispute is open."
      submitLabel="Open dispute"
      onSubmit={async () => {
        const body = checked(buyerOpenDisputeSchema, {
          reason,
          amount: dollars(amount),
          message,
          ...(attachment.trim() ? { attachment_url: attachment.trim() } : {}),
        });
        onOpened(await request<Dispute>('POST', path(`/invoices/${encodeURIComponent(invoiceId)}/disputes`), body));
      }}
    >
      <NativeSelect
        label="Reason"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        data={DISPUTE_REASONS.map((value) => ({ value, label: label(value).replace(/^./, (first) => first.toUpperCase()) }))}
      />
      <TextInput label="Amount disputed (USD)" inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
      <Textarea label="Message" required autosize minRows={3} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
      <TextInput
        label="Attachment URL (optional)"
        description="A link to a photo or delivery note, https:// only"
        type="url"
        value={attachment}
        onChange={(event) => setAttachment(event.currentTarget.value)}
      />
    </FormBox>
  );
}

/** Tomorrow's date in the viewer's calendar, as the date field takes it. */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Say when the invoices will be paid: no scheduled reminders go for them until that day is over. */
export function PromiseForm({
  invoiceIds,
  numbers,
  amount: suggested,
  onMade,
}: {
  invoiceIds: string[];
  numbers: string[];
  amount: number;
  onMade: (promise: PromiseToPay) => void;
}) {
  const path = useCustomerPath();
  const [amount, setAmount] = useState(String(Math.round(suggested * 100) / 100));
  const [day, setDay] = useState(tomorrow());
  const [message, setMessage] = useState('');
  return (
    <FormBox
      title="Promise to pay"
      description={`For ${numbers.length === 1 ? 'invoice' : 'invoices'} ${numbers.join(', ')}. Scheduled reminders pause until the day is over.`}
      submitLabel="Send promise"
      onSubmit={async () => {
        const body = checked(buyerPromiseToPaySchema, {
          invoice_ids: invoiceIds,
          amount: dollars(amount),
          promised_for: day,
          ...(message.trim() ? { message: message.trim() } : {}),
        });
        onMade(await request<PromiseToPay>('POST', path('/promises-to-pay'), body));
      }}
    >
      <TextInput label="Amount (USD)" inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
      <TextInput label="Pay by" type="date" required value={day} onChange={(event) => setDay(event.currentTarget.value)} />
      <Textarea label="Message (optional)" autosize minRows={2} value={message} onChange={(event) => setMessage(event.currentTarget.value)} />
    </FormBox>
  );
}

/** Ask the merchant for a higher credit line; the next credit decision settles it. */
export function CreditLineRequestForm({ onFiled }: { onFiled: (request: CreditLineRequest) => void }) {
  const path = useCustomerPath();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <FormBox
      title="Request a higher line"
      description="The credit line you would like; the merchant's credit review decides it."
      submitLabel="Send request"
      onSubmit={async () => {
        const body = checked(buyerCreditLineRequestSchema, { amount: dollars(amount), ...(reason.trim() ? { reason: reason.trim() } : {}) });
        onFiled(await request<CreditLineRequest>('POST', path('/credit-line-requests'), body));
      }}
    >
      <TextInput label="New credit line (USD)" inputMode="decimal" required value={amount} onChange={(event) => setAmount(event.currentTarget.value)} />
      <Textarea label="Reason" autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
    </FormBox>
  );
}

/** A reply on a dispute's thread. */
export function ReplyForm({ disputeId, onSent }: { disputeId: string; onSent: (dispute: Dispute) => void }) {
  const path = useCustomerPath();
  const [text, setText] = useState('');
  return (
    <FormBox
      title="Reply"
      submitLabel="Send reply"
      onSubmit={async () => {
        const body = checked(buyerDisputeMessageSchema, { text });
        const dispute = await request<Dispute>('POST', path(`/disputes/${encodeURIComponent(disputeId)}/messages`), body);
        setText('');
        onSent(dispute);
      }}
    >
      <Textarea label="Your message" required autosize minRows={2} value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </FormBox>
  );
}
