import { inviteUserSchema, USER_ROLES, type InvitationView, type TeamUser } from '@netline/contracts';
import { Badge, Button, Group, Modal, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { call, useGet } from '../api';
import { asApiError, checkedBody, ConfirmButton, DataTable, ErrorNotice, PageTitle, useSubmit } from '../components';
import { dateTime } from '../format';
import { useSession } from '../session';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', read_only: 'Read only' };
const INVITATION_COLORS: Record<string, string> = { pending: 'blue', accepted: 'green', revoked: 'gray', expired: 'orange' };

export function TeamPage() {
  const { canWrite, session } = useSession();
  const users = useGet('/team/users');
  const invitations = useGet('/team/invitations');
  const [inviting, setInviting] = useState(false);
  const changeRole = (user: TeamUser, role: string) =>
    call('put', '/team/users/{user_id}', { path: { user_id: user.id }, body: { role: role as TeamUser['role'] } }).then(
      () => {
        notifications.show({ message: `${user.email} is now ${ROLE_LABELS[role]}.`, color: 'green' });
        users.reload();
      },
      (failure: unknown) => notifications.show({ title: 'Role not changed', message: asApiError(failure).describe(), color: 'red' }),
    );
  return (
    <>
      <PageTitle
        title="Team"
        description="People who sign in to this dashboard. Admins change things; read-only people see everything and change nothing."
        actions={canWrite ? <Button onClick={() => setInviting(true)}>Invite person</Button> : undefined}
      />
      <DataTable<TeamUser>
        caption="Team members"
        rows={users.data?.results ?? []}
        loading={users.loading && !users.data}
        error={users.error}
        retry={users.reload}
        rowKey={(user) => user.id}
        empty="No one else yet. Invite the people who work with Netline."
        columns={[
          { header: 'Email', cell: (user) => user.email },
          {
            header: 'Role',
            cell: (user) =>
              canWrite && user.active && user.id !== session.user.id ? (
                <Select
                  aria-label={`Role of ${user.email}`}
                  data={USER_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                  value={user.role}
                  allowDeselect={false}
                  w={140}
                  onChange={(role) => role && role !== user.role && void changeRole(user, role)}
                />
              ) : (
                ROLE_LABELS[user.role]
              ),
          },
          { header: 'Status', cell: (user) => (user.active ? <Badge color="green">Active</Badge> : <Badge color="gray">Deactivated</Badge>) },
          { header: 'Added', cell: (user) => dateTime(user.created_at) },
          {
            header: 'Actions',
            cell: (user) =>
              user.active && user.id !== session.user.id ? (
                <ConfirmButton
                  label="Deactivate"
                  title={`Deactivate ${user.email}?`}
                  message="They are signed out everywhere at once and can no longer sign in."
                  confirmLabel="Deactivate"
                  onConfirm={async () => {
                    await call('post', '/team/users/{user_id}/deactivate', { path: { user_id: user.id } });
                    users.reload();
                  }}
                />
              ) : null,
          },
        ]}
      />
      <Title order={2} size="h4" mt="lg" mb="xs">
        Invitations
      </Title>
      <DataTable<InvitationView>
        caption="Invitations"
        rows={invitations.data?.results ?? []}
        loading={invitations.loading && !invitations.data}
        error={invitations.error}
        retry={invitations.reload}
        rowKey={(invitation) => invitation.id}
        empty="No invitations sent."
        columns={[
          { header: 'Email', cell: (invitation) => invitation.email },
          { header: 'Role', cell: (invitation) => ROLE_LABELS[invitation.role] },
          {
            header: 'Status',
            cell: (invitation) => <Badge color={INVITATION_COLORS[invitation.status]}>{invitation.status[0].toUpperCase() + invitation.status.slice(1)}</Badge>,
          },
          { header: 'Link expires', cell: (invitation) => (invitation.status === 'pending' ? dateTime(invitation.expires_at) : '—') },
          {
            header: 'Actions',
            cell: (invitation) =>
              canWrite && (invitation.status === 'pending' || invitation.status === 'expired') ? (
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    onClick={() =>
                      call('post', '/team/invitations/{invitation_id}/resend', { path: { invitation_id: invitation.id } }).then(
                        () => {
                          notifications.show({ message: `A new link is on its way to ${invitation.email}.`, color: 'green' });
                          invitations.reload();
                        },
                        (failure: unknown) => notifications.show({ title: 'Not resent', message: asApiError(failure).describe(), color: 'red' }),
                      )
                    }
                  >
                    Resend
                  </Button>
                  {invitation.status === 'pending' && (
                    <ConfirmButton
                      label="Revoke"
                      title={`Revoke the invitation to ${invitation.email}?`}
                      message="Its link stops working at once."
                      confirmLabel="Revoke"
                      onConfirm={async () => {
                        await call('delete', '/team/invitations/{invitation_id}', { path: { invitation_id: invitation.id } });
                        invitations.reload();
                      }}
                    />
                  )}
                </Group>
              ) : null,
          },
        ]}
      />
      {canWrite && <RequireSecondFactor />}
      <InviteModal
        opened={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          notifications.show({ message: `Invitation sent to ${email}.`, color: 'green' });
          invitations.reload();
        }}
      />
    </>
  );
}

/** The merchant setting: every person signs in with a code from an authenticator app. */
function RequireSecondFactor() {
  const settings = useGet('/settings');
  const [busy, setBusy] = useState(false);
  if (!settings.data) return null;
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-label="Two-step sign-in for the team">
      <Stack gap="xs">
        <Switch
          label="Require two-step sign-in for everyone"
          description={
            <Text span size="xs" c="gray.7">
              People without an authenticator app must set one up before they can do anything else. Set up your own first (Account security).
            </Text>
          }
          checked={settings.data.mfa_required}
          disabled={busy}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            setBusy(true);
            call('put', '/settings', { body: { mfa_required: value } }).then(
              () => {
                setBusy(false);
                notifications.show({ message: value ? 'Two-step sign-in is now required.' : 'Two-step sign-in is no longer required.', color: 'green' });
                settings.reload();
              },
              (failure: unknown) => {
                setBusy(false);
                notifications.show({ title: 'Not changed', message: asApiError(failure).describe(), color: 'red' });
              },
            );
          }}
        />
        <Text size="xs" c="gray.7">
          Each person manages their own authenticator under Account security.
        </Text>
      </Stack>
    </Paper>
  );
}

function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('read_only');
  const { busy, error, submit: run } = useSubmit();
  const submit = () =>
    run(
      async () => {
        const body = checkedBody(inviteUserSchema, { email: email.trim(), role });
        await call('post', '/team/invitations', { body });
        return body.email;
      },
      (invited) => {
        setEmail('');
        onInvited(invited);
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a person">
      <Stack>
        <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <Text size="sm" c="gray.7">
          They get an email with a link, valid for 7 days, to choose their own password.
        </Text>
        <Select
          label="Role"
          data={USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          value={role}
          onChange={(value) => setRole(value ?? 'read_only')}
          allowDeselect={false}
        />
        {error && <ErrorNotice error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
