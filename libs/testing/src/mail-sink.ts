import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, SMTPServerAddress } from 'smtp-server';
import { waitFor } from './wait';

/** One message a `MailSink` took: who the envelope named, the raw message, and the message parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
  parsed: ParsedMail;
}

/**
 * A real SMTP server for tests (the `smtp-server` package), in the test's own process: it accepts what
 * the service sends and keeps every message, parsed with `mailparser`, so a test reads what a customer
 * would receive. It can refuse recipients for good (550) and go down and come back on the same port, to
 * stage a mail server outage.
 */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  /** Recipients answered 550 (a permanent refusal). */
  readonly refused = new Set<string>();
  private server: SMTPServer;

  private constructor(private port: number) {
    this.server = this.createServer();
  }

  static async start(): Promise<MailSink> {
    const sink = new MailSink(0);
    await sink.listen();
    return sink;
  }

  /** The address a service is given as `SMTP_URL`. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages addressed (in the envelope) to `address`, in the order they arrived. */
  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((message) => message.to.includes(wanted));
  }

  /** Waits until `count` messages have arrived for `address` and answers them (fails naming what it waited for). */
  async waitFor(address: string, count = 1, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const found = await waitFor(
      async () => this.to(address),
      (messages) => messages.length >= count,
      timeoutMs,
    );
    if (found.length < count) throw new Error(`timed out waiting for ${count} message(s) to ${address}; ${found.length} arrived`);
    return found;
  }

  /** Stops listening (connections are refused) until `resume()`; messages kept so far stay. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Listens again on the same port. */
  async resume(): Promise<void> {
    this.server = this.createServer();
    await this.listen();
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  private createServer(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase())) {
          const error = new Error(`5.1.1 <${address.address}>: recipient unknown`) as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw).then(
            (parsed) => {
              this.messages.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
                raw,
                parsed,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
  }
}

/** Parses raw messages (as the shared stacks' broker hands them over) the way `MailSink` does. */
export async function parseMail(raw: Buffer, envelope: { from: string; to: string[] }): Promise<ReceivedMail> {
  return { ...envelope, raw, parsed: await simpleParser(raw) };
}
