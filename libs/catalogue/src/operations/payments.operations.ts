import { listEnvelopeSchema, paymentIdParams, paymentListSpec, paymentSchema, PaymentSubjects } from '@netline/contracts';
import { defineOperations } from '../operation';

export const paymentOperations = defineOperations([
  {
    method: 'GET',
    path: '/payments',
    subject: PaymentSubjects.list,
    operationId: 'listPayments',
    summary: 'List payments',
    tag: 'Payments',
    access: 'read',
    list: paymentListSpec,
    response: listEnvelopeSchema(paymentSchema).meta({ id: 'PaymentList' }),
  },
  {
    method: 'GET',
    path: '/payments/:payment_id',
    subject: PaymentSubjects.get,
    operationId: 'fetchPayment',
    summary: 'Fetch a payment',
    tag: 'Payments',
    access: 'read',
    params: paymentIdParams,
    response: paymentSchema,
    errors: [404],
  },
]);
