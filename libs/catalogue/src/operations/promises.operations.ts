import {
  createPromiseToPaySchema,
  listEnvelopeSchema,
  promiseToPayIdParams,
  promiseToPayListSpec,
  promiseToPaySchema,
  PromiseToPaySubjects,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** Promises to pay (served by billing; docs/collections.md, "Promises to pay"). */
export const promiseToPayOperations = defineOperations([
  {
    method: 'POST',
    path: '/promises-to-pay',
    subject: PromiseToPaySubjects.create,
    operationId: 'createPromiseToPay',
    summary: "Record a customer's promise to pay invoices by a date (reminders pause until then)",
    description:
      "`invoice_ids` are sent, open invoices of one customer that owe a balance; `promised_for` is today or later on your account's clock. " +
      'Until that day is over the invoices get no scheduled reminders. The collections pass then marks the promise `kept` once `amount` has been ' +
      'paid on the invoices since the promise (or they owe nothing more), else `broken` (`invoice.promise_to_pay_broken`), and reminders ' +
      'resume from the next step due.',
    tag: 'Promises to pay',
    access: 'write',
    destructive: false,
    body: createPromiseToPaySchema,
    response: promiseToPaySchema,
    errors: [404],
  },
  {
    method: 'GET',
    path: '/promises-to-pay',
    subject: PromiseToPaySubjects.list,
    operationId: 'listPromisesToPay',
    summary: 'List promises to pay, newest first',
    description: 'Filter by `status` (`open`, `kept`, `broken`) or `customer_id`.',
    tag: 'Promises to pay',
    access: 'read',
    list: promiseToPayListSpec,
    response: listEnvelopeSchema(promiseToPaySchema).meta({ id: 'PromiseToPayList' }),
  },
  {
    method: 'GET',
    path: '/promises-to-pay/:promise_id',
    subject: PromiseToPaySubjects.get,
    operationId: 'fetchPromiseToPay',
    summary: 'Fetch a promise to pay',
    tag: 'Promises to pay',
    access: 'read',
    params: promiseToPayIdParams,
    response: promiseToPaySchema,
    errors: [404],
  },
]);
