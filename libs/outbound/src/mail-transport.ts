import { createTransport, Transporter } from 'nodemailer';

/** A composed message as it goes to the mail server. */
export interface OutgoingMessage {
  from: { name: string; address: string };
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** What one delivery attempt came to: accepted, or refused for now (retry) or for good (never retried). */
export type SendOutcome = { accepted: true; response: string } | { accepted: false; permanent: boolean; error: string };

/**
 * SMTP through nodemailer, one connection per message (a message every few seconds at most per merchant
 * does not need a pool, and a pooled connection a server dropped would fail the next message for nothing).
 * A 5xx reply (refused recipient, message rejected) is permanent; a 4xx reply, a refused or dropped
 * connection and a timeout are temporary.
 */
export class MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string, timeoutMs: number) {
    const address = new URL(url);
    this.transporter = createTransport({
      host: address.hostname.replace(/^\[|\]$/g, ''),
      port: address.port ? Number(address.port) : address.protocol === 'smtps:' ? 465 : 25,
      // smtps:// is TLS from the first byte; smtp:// upgrades with STARTTLS when the server offers it.
      secure: address.protocol === 'smtps:',
      ...(address.username ? { auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(message: OutgoingMessage): Promise<SendOutcome> {
    try {
      const info = (await this.transporter.sendMail({
        from: message.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        attachments: message.attachments,
      })) as { response?: string };
      return { accepted: true, response: info.response ?? '' };
    } catch (error) {
      return classify(error);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** An SMTP failure as the sender records it. */
export function classify(error: unknown): SendOutcome {
  const failure = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const code = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const text = (failure.response ?? failure.message ?? String(error)).replace(/\s+/g, ' ').trim().slice(0, 500);
  return {
    accepted: false,
    permanent: code !== null && code >= 500 && code < 600,
    error: code !== null ? (text.startsWith(String(code)) ? text : `${code} ${text}`) : `${failure.code ?? 'ERROR'}: ${text}`,
  };
}
