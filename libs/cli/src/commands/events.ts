import { Command } from 'commander';
import { Context } from '../context';
import { CliError } from '../credentials';
import { table } from '../output';

interface EventSummary {
  id: string;
  type: string;
  object?: string;
  occurred_at?: string;
  created_at?: string;
  data?: { id?: string };
}

function positive(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new CliError(`Not a positive whole number: ${value}`, 'bad_option');
  return number;
}

export function registerEvents(program: Command, context: Context): void {
  const events = program.command('events').description("your account's events (what webhooks deliver)");

  events
    .command('list')
    .description('the latest events, newest first')
    .option('--type <type>', 'only events of this type, e.g. invoice.created')
    .option('--object-id <id>', 'only events about this object')
    .option('--limit <n>', 'how many (1 to 100)', positive, 25)
    .action((options: { type?: string; objectId?: string; limit: number }) =>
      context.run(async (output) => {
        if (options.limit > 100) throw new CliError('--limit is 1 to 100', 'bad_option');
        const { netline } = context.client();
        const page = await netline.unwrap(
          netline.api.GET('/events', {
            params: {
              query: { 'filter[type][eq]': options.type, 'filter[object_id][eq]': options.objectId, limit: Math.max(25, options.limit) },
            },
          }),
        );
        // The list's smallest page is 25: ask for at least that many and keep `limit`.
        const results = (page.results as EventSummary[]).slice(0, options.limit);
        output.result({ ...page, results }, () =>
          results.length === 0
            ? 'No events.'
            : table([
                ['ID', 'TYPE', 'OBJECT', 'OCCURRED'],
                ...results.map((event) => [event.id, event.type, event.data?.id ?? '', event.occurred_at ?? event.created_at ?? '']),
              ]),
        );
      }),
    );

  events
    .command('get <event_id>')
    .description('one event, as its webhook body')
    .action((eventId: string) =>
      context.run(async (output) => {
        const { netline } = context.client();
        const event = await netline.unwrap(netline.api.GET('/events/{event_id}', { params: { path: { event_id: eventId } } }));
        output.result(event, () => JSON.stringify(event, null, 2));
      }),
    );

  events
    .command('resend <event_id>')
    .description('deliver an event again to your webhook endpoints (or one of them)')
    .option('--endpoint <id>', 'only this webhook endpoint')
    .action((eventId: string, options: { endpoint?: string }) =>
      context.run(async (output) => {
        const { netline } = context.client();
        const answer = await netline.unwrap(
          netline.api.POST('/events/{event_id}/redeliver', {
            params: { path: { event_id: eventId } },
            body: options.endpoint ? { endpoint_id: options.endpoint } : {},
          }),
        );
        const deliveries = (answer as { results?: Array<{ id: string; endpoint_id?: string }> }).results ?? [];
        output.result(answer, () =>
          deliveries.length > 0
            ? [
                `Redelivering ${eventId}:`,
                ...deliveries.map((delivery) => `  delivery ${delivery.id}${delivery.endpoint_id ? ` to ${delivery.endpoint_id}` : ''}`),
              ].join('\n')
            : `Redelivery of ${eventId} requested${options.endpoint ? ` to ${options.endpoint}` : ''}.`,
        );
      }),
    );
}
