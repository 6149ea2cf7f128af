// The SMTP transport is shared with identity's account emails; it lives in @netline/outbound.
export { classify, MailTransport } from '@netline/outbound';
export type { OutgoingMessage, SendOutcome } from '@netline/outbound';
