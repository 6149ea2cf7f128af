import type { CreditLineRequest } from '@netline/contracts';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { List, listPath, useApi } from '../api';
import { ErrorNotice, Figure, ListTable, PageTitle, StatusBadge } from '../components';
import { useCustomerPath } from '../customer';
import { CreditLineRequestForm } from '../forms';
import { date, label, money } from '../format';
import type { PortalAccount } from '../types';

/** The line, what is available of it, the pending request if any (else the form to ask for more), and past requests. */
export function CreditPage() {
  const path = useCustomerPath();
  const account = useApi<PortalAccount>(path('/account'));
  const [page, setPage] = useState(0);
  const requests = useApi<List<CreditLineRequest>>(listPath(path('/credit-line-requests'), page));
  const pending = account.data?.pending_credit_line_request ?? null;
  return (
    <Stack>
      <PageTitle title="Credit line" description="How much you may owe this merchant on net terms at once." />
      {account.error && <ErrorNotice error={account.error} retry={account.reload} />}
      {account.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure caption="Credit line" value={money(account.data.amount_approved)} />
            <Figure caption="Available" value={money(account.data.amount_available)} />
            <Figure caption="Credit status" value={label(account.data.credit_status)} />
          </SimpleGrid>
          {pending ? (
            <Alert color="indigo" title="Your request is pending" role="status">
              <Text size="sm" data-testid="pending-request">
                A line of {money(pending.amount)} asked for on {date(pending.created_at)}; the merchant&apos;s credit review decides it.
                {pending.reason ? ` Your reason: ${pending.reason}` : ''}
              </Text>
            </Alert>
          ) : (
            <CreditLineRequestForm
              onFiled={() => {
                account.reload();
                requests.reload();
              }}
            />
          )}
        </>
      )}
      <section aria-labelledby="requests-heading">
        <Title order={2} size="h4" mb="xs" id="requests-heading">
          Your requests
        </Title>
        <ListTable
          loaded={requests}
          caption="Credit line requests"
          rowKey={(request) => request.id}
          empty="No request yet."
          page={page}
          onPage={setPage}
          columns={[
            { header: 'Asked', cell: (request) => date(request.created_at) },
            { header: 'Line asked for', cell: (request) => money(request.amount) },
            { header: 'Line then', cell: (request) => money(request.amount_approved_at_request) },
            { header: 'Reason', cell: (request) => request.reason ?? '—' },
            { header: 'Status', cell: (request) => <StatusBadge status={request.status} /> },
            { header: 'Decided', cell: (request) => date(request.decided_at) },
          ]}
        />
      </section>
    </Stack>
  );
}
