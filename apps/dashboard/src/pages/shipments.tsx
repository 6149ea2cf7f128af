import type { Shipment } from '@netline/contracts';
import { Badge, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGet } from '../api';
import { ListTable, PageTitle } from '../components';
import { date, dateTime, label } from '../format';

export function ShipmentsPage() {
  const [page, setPage] = useState(0);
  const [invoice, setInvoice] = useState('');
  const shipments = useGet('/shipments', { query: { page, limit: 25, 'filter[merchant_invoice_id][eq]': invoice.trim() || undefined } });
  return (
    <>
      <PageTitle title="Shipments" description="How the goods or services of each invoice were delivered." />
      <Group mb="md" align="flex-end">
        <TextInput label="Invoice id" placeholder="inv_…" value={invoice} onChange={(event) => (setInvoice(event.currentTarget.value), setPage(0))} />
      </Group>
      <ListTable<Shipment>
        caption="Shipments"
        loaded={shipments}
        page={page}
        onPage={setPage}
        rowKey={(shipment) => shipment.id}
        empty="No shipments yet. Record one with POST /api/shipments when an invoice's goods go out."
        columns={[
          { header: 'Id', cell: (shipment) => shipment.id },
          { header: 'Invoice', cell: (shipment) => shipment.merchant_invoice_id },
          { header: 'Method', cell: (shipment) => label(shipment.fulfillment_method) },
          { header: 'Courier', cell: (shipment) => shipment.shipment_courier ?? '—' },
          { header: 'Tracking', cell: (shipment) => shipment.shipment_tracking_number ?? '—' },
          { header: 'Verification', cell: (shipment) => <Badge variant="light">{label(shipment.verification_status)}</Badge> },
          { header: 'Expected delivery', cell: (shipment) => date(shipment.expected_delivery) },
          { header: 'Created', cell: (shipment) => dateTime(shipment.created_at) },
        ]}
      />
    </>
  );
}
