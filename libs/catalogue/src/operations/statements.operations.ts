import { listEnvelopeSchema, statementCustomerParams, statementIdParams, statementListSpec, statementSchema, StatementSubjects } from '@netline/contracts';
import { defineOperations } from '../operation';

const STATEMENT_RULES =
  "A statement covers one customer and one calendar month on your account's clock: `opening_balance` (owed when the month began), " +
  'every invoice sent, amount change, payment applied or reversed, credit note applied or voided, void and cancel of the month with ' +
  'the balance after each, `closing_balance` (= opening + invoiced − paid − credited − voided, and the sum of the open invoice ' +
  'balances at `period_end`) and its ageing at `period_end` (the buckets of `GET /reports/ar-aging`, adding up to the closing balance). ' +
  'When a month ends, a statement is written for every customer who owed something or had activity in it, never changed afterwards, ' +
  'and emailed to the customer with its PDF (`emails.statement` in the collections settings switches that off).';

/** Customer statements (served by billing). */
export const statementOperations = defineOperations([
  {
    method: 'GET',
    path: '/customers/:customer_id/statements',
    subject: StatementSubjects.list,
    operationId: 'listCustomerStatements',
    summary: "List a customer's monthly statements, newest first",
    description: `${STATEMENT_RULES} Only closed months are listed; \`GET /customers/{customer_id}/statements/current\` computes the running one.`,
    tag: 'Statements',
    access: 'read',
    params: statementCustomerParams,
    list: statementListSpec,
    response: listEnvelopeSchema(statementSchema).meta({ id: 'StatementList' }),
    errors: [404],
  },
  {
    method: 'GET',
    path: '/customers/:customer_id/statements/current',
    subject: StatementSubjects.current,
    operationId: 'fetchCurrentCustomerStatement',
    summary: "Compute a customer's statement of the running month so far",
    description:
      `${STATEMENT_RULES} The running month is computed on request up to your account's time now (\`status: open\`, ` +
      '`id` null); it is written, with an id, once the month ends.',
    tag: 'Statements',
    access: 'read',
    params: statementCustomerParams,
    response: statementSchema,
    errors: [404],
  },
  {
    method: 'GET',
    path: '/statements/:statement_id',
    subject: StatementSubjects.get,
    operationId: 'fetchStatement',
    summary: 'Fetch a statement: opening and closing balances, lines, totals and ageing',
    description: STATEMENT_RULES,
    tag: 'Statements',
    access: 'read',
    params: statementIdParams,
    response: statementSchema,
    errors: [404],
  },
  {
    method: 'GET',
    path: '/statements/:statement_id/pdf',
    subject: StatementSubjects.pdf,
    operationId: 'downloadStatementPdf',
    summary: 'Download a statement as a PDF (the document emailed to the customer)',
    tag: 'Statements',
    access: 'read',
    rawResponse: true,
    params: statementIdParams,
    errors: [404],
  },
]);
