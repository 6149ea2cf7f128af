import { healingNatsOptions, natsConnectionOptions } from './nats';
import { natsServer } from './nats-transport';

const base = { NATS_URL: 'nats://a:4222,nats://b:4222', NETLINE_NAMESPACE: 'ns' } as const;

describe('NATS connection options', () => {
  it('connects without credentials by default, with the app user, its own reply inboxes and TLS when configured', () => {
    expect(natsConnectionOptions(base)).toEqual({ servers: ['nats://a:4222', 'nats://b:4222'] });
    expect(natsConnectionOptions({ ...base, NATS_USER: 'gateway', NATS_PASSWORD: 'pw', NATS_TLS_CA_FILE: '/ca.pem' })).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
      user: 'gateway',
      pass: 'pw',
      // The only inboxes the server lets the gateway's user receive on (deploy/nats): never _INBOX.>.
      inboxPrefix: '_INBOX_gateway',
      tls: { caFile: '/ca.pem' },
    });
    // What both sides connect with (the RPC client and the server transport, whose replies need no inbox).
    expect(healingNatsOptions({ ...base, NATS_USER: 'webhook-dispatcher', NATS_PASSWORD: 'pw' }, 'webhook-dispatcher')).toMatchObject({
      user: 'webhook-dispatcher',
      inboxPrefix: '_INBOX_webhook-dispatcher',
    });
  });

  it('does not subscribe the sandbox helper subjects in production', () => {
    const handlers = (appEnv: 'sandbox' | 'production') => {
      const { server } = natsServer({ ...base, APP_ENV: appEnv }, 'credit');
      server.addHandler('credit.customers.get', async () => undefined);
      server.addHandler('credit.sandbox.clock-advance', async () => undefined);
      return [...server.getHandlers().keys()];
    };
    expect(handlers('sandbox')).toEqual(['ns.credit.customers.get', 'ns.credit.sandbox.clock-advance']);
    expect(handlers('production')).toEqual(['ns.credit.customers.get']);
  });
});
