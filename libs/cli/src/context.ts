import { Command } from 'commander';
import { DEFAULT_PROFILE } from './config';
import { clientFor, resolveCredentials, type ResolvedCredentials } from './credentials';
import { Output } from './output';
import type { Netline } from '@netline/sdk';

/** The global options every command reads (`--json`, `--profile`, `--api-url`) and the way each command runs. */
export class Context {
  constructor(private readonly program: Command) {}

  private options(): { json?: boolean; profile?: string; apiUrl?: string } {
    return this.program.opts();
  }

  profile(): string {
    return this.options().profile ?? DEFAULT_PROFILE;
  }

  apiUrl(): string | undefined {
    return this.options().apiUrl;
  }

  output(): Output {
    return new Output(Boolean(this.options().json));
  }

  credentials(): ResolvedCredentials {
    return resolveCredentials({ profile: this.profile(), apiUrl: this.apiUrl() });
  }

  client(): { netline: Netline; credentials: ResolvedCredentials } {
    const credentials = this.credentials();
    return { netline: clientFor(credentials), credentials };
  }

  /** Runs a command's body: a failure is printed in the output's form and the process exits 1. */
  async run(body: (output: Output) => Promise<void>): Promise<void> {
    const output = this.output();
    try {
      await body(output);
    } catch (error) {
      process.exitCode = output.fail(error);
    }
  }
}
