import type { AccessKeyApproval } from '@netline/contracts';
import { Badge, Code, Group, Text } from '@mantine/core';
import { call, useGet } from '../api';
import { ConfirmButton, DataTable, PageTitle } from '../components';
import { dateTime, money } from '../format';

const STATUS_COLORS: Record<AccessKeyApproval['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  used: 'blue',
  expired: 'gray',
};

/** A call's arguments as the assistant sent them, one `name: value` per argument. */
function argumentsText(args: Record<string, unknown>): string {
  return Object.entries(args)
    .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/**
 * Approvals (`GET /api/access-key-approvals`, docs/mcp.md "Key policies and approvals"): the tool calls of
 * MCP access keys that their policy sent to an admin, pending first. Approving lets the same call from
 * the same key act once when the assistant makes it again; rejecting refuses it. Decisions are in the
 * audit log under the person who made them.
 */
export function ApprovalsPage() {
  const approvals = useGet('/access-key-approvals');
  const decide = async (approval: AccessKeyApproval, decision: 'approve' | 'reject') => {
    await call('post', decision === 'approve' ? '/access-key-approvals/{approval_id}/approve' : '/access-key-approvals/{approval_id}/reject', {
      path: { approval_id: approval.id },
    });
    approvals.reload();
  };
  return (
    <>
      <PageTitle
        title="Approvals"
        description="Tool calls of AI assistants that their access key's policy sends to an admin. An approved call acts once, when the assistant makes the same call again; a rejected one is refused. Each waits 24 hours."
      />
      <DataTable<AccessKeyApproval>
        caption="Approvals"
        rows={approvals.data?.results ?? []}
        loading={approvals.loading && !approvals.data}
        error={approvals.error}
        retry={approvals.reload}
        rowKey={(approval) => approval.id}
        empty="No calls have waited for approval. Set approval thresholds on an MCP key's policy in Settings › Integrations."
        columns={[
          { header: 'Requested', cell: (approval) => dateTime(approval.requested_at) },
          {
            header: 'Access key',
            cell: (approval) => (
              <Text size="sm">
                {approval.key_name ? `${approval.key_name} ` : ''}
                <Code>{approval.client_id}</Code>
              </Text>
            ),
          },
          { header: 'Tool', cell: (approval) => <Code>{approval.tool}</Code> },
          { header: 'Arguments', cell: (approval) => <Text size="sm">{argumentsText(approval.arguments)}</Text> },
          { header: 'Amount', cell: (approval) => money(approval.amount) },
          {
            header: 'Status',
            cell: (approval) => (
              <Badge color={STATUS_COLORS[approval.status]} aria-label={`Status of ${approval.id}`}>
                {approval.status}
              </Badge>
            ),
          },
          {
            header: 'Decided',
            cell: (approval) => (approval.decided_at ? `${dateTime(approval.decided_at)} by ${approval.decided_by ?? '—'}` : '—'),
          },
          {
            header: 'Actions',
            cell: (approval) =>
              approval.status !== 'pending' ? null : (
                <Group gap="xs" wrap="nowrap">
                  <ConfirmButton
                    label="Approve"
                    color="green"
                    title={`Approve ${approval.tool} for ${money(approval.amount)}?`}
                    message={`The assistant's next identical call (${argumentsText(approval.arguments)}) will act, once.`}
                    confirmLabel="Approve call"
                    onConfirm={() => decide(approval, 'approve')}
                  />
                  <ConfirmButton
                    label="Reject"
                    title={`Reject ${approval.tool} for ${money(approval.amount)}?`}
                    message="The assistant's call is refused; it is told an admin rejected it."
                    confirmLabel="Reject call"
                    onConfirm={() => decide(approval, 'reject')}
                  />
                </Group>
              ),
          },
        ]}
      />
    </>
  );
}
