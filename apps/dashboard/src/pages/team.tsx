import { inviteUserSchema, USER_ROLES, type TeamUser, type TeamUserList } from '@netline/contracts';
import { Badge, Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, request, useApi } from '../api';
import { asApiError, ConfirmButton, DataTable, ErrorNotice, PageTitle } from '../components';
import { dateTime } from '../format';
import { useSession } from '../session';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', read_only: 'Read only' };

export function TeamPage() {
  const { canWrite, session } = useSession();
  const users = useApi<TeamUserList>('/team/users');
  const [inviting, setInviting] = useState(false);
  const changeRole = (user: TeamUser, role: string) =>
    request('PUT', `/team/users/${encodeURIComponent(user.id)}`, { role }).then(
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
                    await request('POST', `/team/users/${encodeURIComponent(user.id)}/deactivate`);
                    users.reload();
                  }}
                />
              ) : null,
          },
        ]}
      />
      <InviteModal
        opened={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          users.reload();
        }}
      />
    </>
  );
}

function InviteModal({ opened, onClose, onInvited }: { opened: boolean; onClose: () => void; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<string>('read_only');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError>();
  const submit = () => {
    const checked = inviteUserSchema.safeParse({ email: email.trim(), password, role });
    if (!checked.success) {
      setError(
        new ApiError(
          400,
          'validation_error',
          'Check the form',
          checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        ),
      );
      return;
    }
    setBusy(true);
    setError(undefined);
    request('POST', '/team/users', checked.data).then(
      () => {
        setBusy(false);
        setEmail('');
        setPassword('');
        onInvited();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(asApiError(failure));
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Invite a person">
      <Stack>
        <TextInput label="Email" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
        <PasswordInput
          label="First password"
          description="At least 10 characters; give it to them privately."
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
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
            Invite
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
