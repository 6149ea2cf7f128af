import type { Netline } from '@netline/sdk';
import { Command } from 'commander';
import { Context } from '../context';
import { CliError } from '../credentials';
import type { Output } from '../output';

type RequestLog = {
  id: string;
  sequence: number;
  method: string;
  path: string;
  status: number;
  request_id: string;
  duration_ms: number;
  credential_id: string | null;
  created_at: string;
};

function line(entry: RequestLog): string {
  return `${entry.created_at}  ${entry.method.padEnd(6)} ${String(entry.status).padEnd(3)}  ${entry.path}  ${entry.request_id}  ${entry.duration_ms} ms`;
}

async function page(netline: Netline, query: Record<string, string | number>): Promise<RequestLog[]> {
  const answer = await netline.unwrap(netline.api.GET('/request-logs', { params: { query: query as never } }));
  return answer.results as RequestLog[];
}

function print(output: Output, entries: RequestLog[]): void {
  for (const entry of entries) output.result(entry, () => line(entry));
}

export function registerLogs(program: Command, context: Context): void {
  const logs = program.command('logs').description("your account's API requests (the request log, 30 days)");
  logs
    .command('tail')
    .description('the latest requests, oldest first; --follow prints new ones as they come')
    .option('--follow', 'keep printing new requests')
    .option('--limit <n>', 'how many recent requests to show first (1 to 100)', (value) => Number(value), 25)
    .option('--status <status>', 'only this status, e.g. 500')
    .option('--method <method>', 'only this method, e.g. POST')
    .option('--request-id <id>', 'only this request')
    .option('--interval <ms>', 'how often --follow asks for new requests', (value) => Number(value), 1_000)
    .action((options: { follow?: boolean; limit: number; status?: string; method?: string; requestId?: string; interval: number }) =>
      context.run(async (output) => {
        if (!Number.isInteger(options.limit) || options.limit < 1 || options.limit > 100) throw new CliError('--limit is 1 to 100', 'bad_option');
        const { netline } = context.client();
        const filters: Record<string, string | number> = {};
        if (options.status) filters['filter[status][eq]'] = Number(options.status);
        if (options.method) filters['filter[method][eq]'] = options.method.toUpperCase();
        if (options.requestId) filters['filter[request_id][eq]'] = options.requestId;
        // The list's smallest page is 25: ask for at least that many and keep the last `limit`.
        const latest = (await page(netline, { ...filters, sort: '-sequence', limit: Math.max(25, options.limit) })).slice(0, options.limit).reverse();
        print(output, latest);
        if (!options.follow) return;
        let last = latest.at(-1)?.sequence ?? (await page(netline, { sort: '-sequence', limit: 25 }))[0]?.sequence ?? 0;
        const stop = new AbortController();
        process.once('SIGINT', () => stop.abort());
        while (!stop.signal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, options.interval));
          // Everything recorded after the last entry seen, in order (its own polling requests included).
          const next = await page(netline, { ...filters, 'filter[sequence][gt]': last, sort: 'sequence', limit: 100 });
          print(output, next);
          last = next.at(-1)?.sequence ?? last;
        }
      }),
    );
}
