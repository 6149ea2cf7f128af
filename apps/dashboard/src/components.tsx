import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { asApiError, ErrorNotice } from '@netline/web-kit';
import { ReactNode, useState } from 'react';
import { ApiError } from './api';
import { useSession } from './session';

export { asApiError, DataTable, ErrorNotice, ListTable, PageTitle, type Column } from '@netline/web-kit';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
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
            <Button
              color={color}
              loading={busy}
              onClick={() => {
                setBusy(true);
                setError(undefined);
                onConfirm().then(
                  () => {
                    setBusy(false);
                    setOpen(false);
                  },
                  (failure: unknown) => {
                    setBusy(false);
                    setError(asApiError(failure));
                  },
                );
              }}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The request checked against the API's own schema before it is sent: the parsed body, or the problems as
 * a `validation_error` naming each field as the form calls it (`fields`), a missing one as required.
 */
export function checkRequest<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
  },
  input: Record<string, unknown>,
  fields: Record<string, string>,
): { data: T; error?: undefined } | { data?: undefined; error: ApiError } {
  const checked = schema.safeParse(input);
  if (checked.success) return { data: checked.data };
  const details = checked.error.issues.map((issue) => {
    const field = String(issue.path[0] ?? '');
    return { path: fields[field] ?? field, message: input[field] === undefined ? 'is required' : issue.message };
  });
  return { error: new ApiError(400, 'validation_error', 'Check the form', details) };
}
