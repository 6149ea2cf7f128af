import { Button, Code, CopyButton, Group, Modal, NumberInput, NumberInputProps, Select, SelectProps, Stack, Text } from '@mantine/core';
import { CREDIT_NOTE_REASON_CODES } from '@netline/contracts';
import { ErrorNotice, useSubmit } from '@netline/web-kit';
import { ReactNode, useState } from 'react';
import { label } from './format';
import { useSession } from './session';

export { asApiError, checkedBody, DataTable, ErrorNotice, ListTable, PageTitle, useSubmit, type Column } from '@netline/web-kit';

/** How long typing pauses before a search box asks the API: one request per search, not per keystroke. */
export const SEARCH_PAUSE_MS = 250;

/** A secret shown once, with a copy button. */
export function SecretValue({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={`secret-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" onClick={copy} aria-label={`Copy ${label}`}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** A button that asks before it acts (for changes that cannot be undone); admins only. */
export function ConfirmButton({
  label,
  title,
  message,
  confirmLabel,
  onConfirm,
  color = 'red',
  variant = 'light',
  size = 'xs',
}: {
  label: string;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  color?: string;
  variant?: string;
  size?: string;
}) {
  const { canWrite } = useSession();
  const [open, setOpen] = useState(false);
  const { busy, error, submit } = useSubmit();
  if (!canWrite) return null;
  return (
    <>
      <Button size={size} color={color} variant={variant} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack>
          <Text size="sm">{message}</Text>
          {error && <ErrorNotice error={error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button color={color} loading={busy} onClick={() => void submit(onConfirm, () => setOpen(false))}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A field's help text, in the dashboard's muted grey. */
export const DESCRIPTION = { c: 'gray.7' } as const;

/** An amount in US dollars as every money field of the dashboard takes it: cents at most, a $ and separators. */
export function DollarInput(props: Omit<NumberInputProps, 'decimalScale' | 'prefix' | 'thousandSeparator'>) {
  return <NumberInput label="Amount (USD)" min={0.01} descriptionProps={DESCRIPTION} {...props} decimalScale={2} prefix="$" thousandSeparator="," />;
}

/** A credit note's reason code, from the API's own list. */
export function CreditNoteReasonSelect(props: Omit<SelectProps, 'data'>) {
  return <Select {...props} data={CREDIT_NOTE_REASON_CODES.map((value) => ({ value, label: label(value) }))} />;
}
