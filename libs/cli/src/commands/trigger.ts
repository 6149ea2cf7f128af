import type { Netline } from '@netline/sdk';
import { Command } from 'commander';
import { randomBytes } from 'node:crypto';
import { Context } from '../context';
import { CliError, keyEnvironment, type ResolvedCredentials } from '../credentials';

/** What a trigger made: each object created, by kind. */
type Created = Array<{ object: string; id: string }>;

async function createCustomer(netline: Netline, created: Created): Promise<string> {
  const suffix = randomBytes(3).toString('hex');
  const customer = await netline.unwrap(
    netline.api.POST('/customers', {
      body: {
        business_name: `Netline CLI Test ${suffix}`,
        business_address: '100 Main St',
        business_city: 'Austin',
        business_state: 'TX',
        business_zip: '78701',
        business_country: 'US',
        email: `owner-${suffix}@example.com`,
        business_ap_email: `ap-${suffix}@example.com`,
      },
    }),
  );
  created.push({ object: 'customer', id: customer.id });
  return customer.id;
}

async function approve(netline: Netline, customerId: string): Promise<void> {
  await netline.unwrap(
    netline.api.POST('/sandbox/customers/{customer_id}/credit-decision', {
      params: { path: { customer_id: customerId } },
      body: { decision: 'approved', amount: 5_000 },
    }),
  );
}

async function createPayment(netline: Netline, created: Created): Promise<string> {
  const customerId = await createCustomer(netline, created);
  const payment = await netline.unwrap(netline.api.POST('/sandbox/payments', { body: { customer_id: customerId, amount: 125, method: 'ach_debit' } }));
  created.push({ object: 'payment', id: payment.id });
  return payment.id;
}

/** Each event the sandbox can cause on demand, and the calls that cause it. */
export const TRIGGERS: Record<string, { description: string; run: (netline: Netline, created: Created) => Promise<void> }> = {
  'customer.created': {
    description: 'creates a customer',
    run: async (netline, created) => void (await createCustomer(netline, created)),
  },
  'customer.credit_decision_created': {
    description: 'creates a customer and approves a $5,000 line (sandbox underwriting)',
    run: async (netline, created) => approve(netline, await createCustomer(netline, created)),
  },
  'invoice.created': {
    description: 'creates a customer and a $250 invoice for it',
    run: async (netline, created) => {
      const customerId = await createCustomer(netline, created);
      const invoice = await netline.unwrap(
        netline.api.POST('/invoices', { body: { customer_id: customerId, number: `CLI-${randomBytes(4).toString('hex').toUpperCase()}`, amount: 250 } }),
      );
      created.push({ object: 'invoice', id: invoice.id });
    },
  },
  'payment.created': {
    description: 'creates a customer and a $125 ACH payment from it (sandbox bank)',
    run: async (netline, created) => void (await createPayment(netline, created)),
  },
  'payment.status_changed': {
    description: 'creates a payment and moves it to in_transit (sandbox bank)',
    run: async (netline, created) => {
      const paymentId = await createPayment(netline, created);
      await netline.unwrap(
        netline.api.POST('/sandbox/payments/{payment_id}/status', { params: { path: { payment_id: paymentId } }, body: { status: 'in_transit' } }),
      );
    },
  },
};

/**
 * Refuses anything but a sandbox key. A secret key says which it is (`sk_test_` / `sk_live_`); for an
 * access key the API is asked: the sandbox helpers do not exist in production (404), and in the sandbox an
 * empty body is refused before anything is made (400).
 */
async function requireSandbox(netline: Netline, credentials: ResolvedCredentials): Promise<void> {
  const environment = keyEnvironment(credentials.credentials);
  if (environment === 'sandbox') return;
  if (environment === null) {
    const probe = await netline.api.POST('/sandbox/charges', { body: {} as never });
    if (probe.response.status !== 404) {
      if (probe.response.status === 401) await netline.unwrap(Promise.resolve(probe));
      return;
    }
  }
  throw new CliError('netline trigger works in the sandbox only: this key is a production key', 'not_sandbox');
}

export function registerTrigger(program: Command, context: Context): void {
  program
    .command('trigger <event>')
    .description(`cause an event in the sandbox by creating the objects behind it (${Object.keys(TRIGGERS).join(', ')})`)
    .action((event: string) =>
      context.run(async (output) => {
        const trigger = TRIGGERS[event];
        if (!trigger) {
          const known = Object.entries(TRIGGERS).map(([name, { description }]) => `  ${name}: ${description}`);
          throw new CliError(`Cannot trigger ${event}. Supported events:\n${known.join('\n')}`, 'unsupported_event');
        }
        const { netline, credentials } = context.client();
        await requireSandbox(netline, credentials);
        const created: Created = [];
        await trigger.run(netline, created);
        output.result({ event, created }, () =>
          [`Triggered ${event}:`, ...created.map(({ object, id }) => `  ${object} ${id}`), 'Watch it with `netline listen` or `netline events list`.'].join(
            '\n',
          ),
        );
      }),
    );
}
