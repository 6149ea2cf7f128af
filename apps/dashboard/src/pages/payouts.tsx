import { PAYOUT_STATUSES, type Payout, type PayoutStatus, type PayoutTransaction } from '@netline/contracts';
import { Badge, Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { useGet } from '../api';
import { ListTable, PageTitle } from '../components';
import { date, dateTime, label, money } from '../format';
import { statusColor } from './payments';

export function PayoutsPage() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const [open, setOpen] = useState<string>();
  const payouts = useGet('/payouts', { query: { page, limit: 25, 'filter[status][eq]': (status as PayoutStatus | null) ?? undefined } });
  return (
    <>
      <PageTitle title="Payouts" description="Transfers between you and Netline; each is the sum of its transactions." />
      <Group mb="md" align="flex-end">
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={PAYOUT_STATUSES.map((value) => ({ value, label: label(value) }))}
          value={status}
          onChange={(value) => (setStatus(value), setPage(0))}
        />
      </Group>
      <ListTable<Payout>
        caption="Payouts"
        loaded={payouts}
        page={page}
        onPage={setPage}
        rowKey={(payout) => payout.id}
        empty="No payouts yet. Netline builds them from advances and customer payments on its payout schedule."
        columns={[
          {
            header: 'Id',
            cell: (payout) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setOpen(payout.id)}>
                {payout.id}
              </Button>
            ),
          },
          { header: 'Gross', cell: (payout) => money(payout.amount_gross) },
          { header: 'Fees', cell: (payout) => money(payout.amount_fee) },
          { header: 'Net', cell: (payout) => money(payout.amount_net) },
          { header: 'Status', cell: (payout) => <Badge color={statusColor(payout.status)}>{label(payout.status)}</Badge> },
          { header: 'Expected by', cell: (payout) => date(payout.expected_by) },
          { header: 'Created', cell: (payout) => dateTime(payout.created_at) },
        ]}
      />
      {open && <TransactionsModal payoutId={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

function TransactionsModal({ payoutId, onClose }: { payoutId: string; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const transactions = useGet('/payout-transactions', { query: { page, limit: 25, 'filter[payout_id][eq]': payoutId } });
  return (
    <Modal opened onClose={onClose} title={`Transactions of ${payoutId}`} size="xl">
      <ListTable<PayoutTransaction>
        caption="Payout transactions"
        loaded={transactions}
        page={page}
        onPage={setPage}
        rowKey={(transaction) => transaction.id}
        empty="This payout has no transactions."
        columns={[
          { header: 'Type', cell: (transaction) => label(transaction.type) },
          { header: 'Customer', cell: (transaction) => transaction.customer_name ?? transaction.customer_id ?? '—' },
          { header: 'Invoice', cell: (transaction) => transaction.invoice_number ?? '—' },
          { header: 'Gross', cell: (transaction) => money(transaction.amount_gross) },
          { header: 'Fee', cell: (transaction) => money(transaction.amount_fee) },
          { header: 'Net', cell: (transaction) => money(transaction.amount_net) },
          { header: 'Created', cell: (transaction) => dateTime(transaction.created_at) },
        ]}
      />
    </Modal>
  );
}
