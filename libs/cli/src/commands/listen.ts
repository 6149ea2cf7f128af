import { generateWebhookSecret } from '@netline/sdk';
import { Command } from 'commander';
import { readConfig, updateProfile } from '../config';
import { Context } from '../context';
import { CliError } from '../credentials';
import { forwardEvent } from '../forward';
import { eventStream } from '../stream';

/** The profile's local signing secret, made and stored on first use so the local endpoint's setting stays valid. */
export function localSigningSecret(profile: string): string {
  const existing = readConfig().profiles[profile]?.webhook_secret;
  return existing ?? updateProfile(profile, { webhook_secret: generateWebhookSecret() }).webhook_secret!;
}

function list(value: string, previous: string[] = []): string[] {
  return [
    ...previous,
    ...value
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
  ];
}

export function registerListen(program: Command, context: Context): void {
  program
    .command('listen')
    .description("forward your account's live events to a local endpoint, each signed with a local secret")
    .option('--forward-to <url>', 'the local endpoint, e.g. http://localhost:4000/webhooks')
    .option('--events <types>', 'only these event types (comma-separated, or the option repeated)', list)
    .option('--print-secret', 'print the local signing secret and exit')
    .action((options: { forwardTo?: string; events?: string[]; printSecret?: boolean }) =>
      context.run(async (output) => {
        const { netline, credentials } = context.client();
        const secret = localSigningSecret(credentials.profile);
        if (options.printSecret) return output.result({ secret }, () => secret);
        if (!options.forwardTo) throw new CliError('Where to? Pass --forward-to <url>, e.g. http://localhost:4000/webhooks', 'no_target');
        let target: URL;
        try {
          target = new URL(options.forwardTo);
        } catch {
          throw new CliError(`--forward-to must be an http(s) address, not ${options.forwardTo}`, 'bad_url');
        }
        if (!/^https?:$/.test(target.protocol)) throw new CliError('--forward-to must be an http(s) address', 'bad_url');
        const stop = new AbortController();
        const quit = () => stop.abort();
        process.once('SIGINT', quit);
        process.once('SIGTERM', quit);
        output.note(`Forwarding ${options.events?.join(', ') ?? 'every event'} from ${credentials.apiUrl} to ${target.href}`);
        output.note(`Local signing secret (verify with it): ${secret}`);
        if (output.json) output.result({ kind: 'ready', forward_to: target.href, secret, events: options.events ?? null }, () => '');
        try {
          const stream = eventStream(netline, {
            types: options.events,
            signal: stop.signal,
            onConnected: ({ resumedAfter }) => output.note(resumedAfter ? `Reconnected, resuming after ${resumedAfter}` : 'Connected, waiting for events…'),
            onDisconnected: ({ reason, retryInMs }) => output.note(`Disconnected (${reason}); reconnecting in ${(retryInMs / 1000).toFixed(1)} s`),
          });
          for await (const event of stream) {
            const result = await forwardEvent(event, target.href, secret);
            output.result(
              { kind: 'forwarded', ...result },
              () => `→ ${result.type} ${result.event_id} [${result.status ?? `failed: ${result.response}`}] (${result.duration_ms} ms)`,
            );
          }
        } finally {
          process.off('SIGINT', quit);
          process.off('SIGTERM', quit);
        }
      }),
    );
}
