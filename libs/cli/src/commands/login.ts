import { DEFAULT_BASE_URL } from '@netline/sdk';
import { Command } from 'commander';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { configPath, updateProfile } from '../config';
import { clientFor, CliError, credentialsOf, maskKey } from '../credentials';
import { Context } from '../context';

/**
 * Questions on the terminal, one readline for all of them (a second one would lose what the first had
 * read ahead). A hidden answer is not echoed: readline writes through an output that drops everything
 * while muted, the question itself written before muting.
 */
class Terminal {
  private muted = false;
  private readonly readline;

  constructor() {
    if (!process.stdin.isTTY) throw new CliError('No terminal to ask on: pass --api-key (and --api-url)', 'no_terminal');
    const output = new Writable({
      write: (chunk, encoding, done) => {
        if (!this.muted) process.stderr.write(chunk, encoding);
        done();
      },
    });
    this.readline = createInterface({ input: process.stdin, output, terminal: true });
  }

  async ask(question: string, hidden = false): Promise<string> {
    process.stderr.write(question);
    this.muted = hidden;
    try {
      return (await this.readline.question('')).trim();
    } finally {
      this.muted = false;
      if (hidden) process.stderr.write('\n');
    }
  }

  close(): void {
    this.readline.close();
  }
}

export function registerLogin(program: Command, context: Context): void {
  program
    .command('login')
    .description('store a key for a profile (an environment), after checking it with the API')
    .option('--api-key <key>', '`merchant_id:secret_key`, or an access key’s `client_id:client_secret` (asked for when left out)')
    .action((options: { apiKey?: string }) =>
      context.run(async (output) => {
        const profile = context.profile();
        const fallback = process.env.NETLINE_API_URL?.trim() || DEFAULT_BASE_URL;
        let key = options.apiKey?.trim();
        let apiUrl = context.apiUrl();
        if (!key) {
          const terminal = new Terminal();
          try {
            key = await terminal.ask('Netline API key (merchant_id:secret_key or client_id:client_secret): ', true);
            apiUrl ??= (await terminal.ask(`API address (Enter for ${fallback}): `)) || undefined;
          } finally {
            terminal.close();
          }
        }
        if (!key) throw new CliError('No key given', 'no_key');
        // This key, whatever NETLINE_API_KEY says: it is the one checked and stored.
        const resolved = credentialsOf(key, apiUrl ?? fallback);
        // One read any working key may make: a refused key (401) or an unreachable address fails here, before anything is stored.
        const netline = clientFor(resolved);
        await netline.unwrap(netline.api.GET('/customers', { params: { query: { limit: 25 } } }));
        const stored = updateProfile(profile, { api_key: key, api_url: resolved.apiUrl });
        output.result({ profile, api_url: stored.api_url, key: maskKey(key), config: configPath() }, () =>
          [`Logged in as ${maskKey(key)} for ${resolved.apiUrl} (profile "${profile}").`, `Stored in ${configPath()} (readable by you alone).`].join('\n'),
        );
      }),
    );
}
