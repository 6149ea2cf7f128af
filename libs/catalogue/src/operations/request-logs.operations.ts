import { listEnvelopeSchema, requestLogListSpec, requestLogSchema, RequestLogSubjects } from '@netline/contracts';
import { defineOperations } from '../operation';

/** The request log (docs/api-conventions.md, "Request log"): the account's own API requests, served by insights. */
export const requestLogOperations = defineOperations([
  {
    method: 'GET',
    path: '/request-logs',
    subject: RequestLogSubjects.list,
    operationId: 'listRequestLogs',
    summary: 'List your API requests',
    description:
      'The requests your keys, access keys and dashboard sessions made to the API over the last 30 days, newest first: `method`, `path`, ' +
      '`status`, `request_id`, `duration_ms` and which credential made it. No body, header or query value is kept (of the query only ' +
      'the parameter names, and the values of `limit`, `page` and `sort`). Entries appear within a second of the answer. To follow new ' +
      'requests, ask again with `filter[sequence][gt]` set to the highest `sequence` seen and `sort=sequence`.',
    tag: 'Request log',
    access: 'read',
    list: requestLogListSpec,
    response: listEnvelopeSchema(requestLogSchema).meta({ id: 'RequestLogList' }),
  },
]);
