/**
 * `@netline/messaging/client`: what a program outside the services needs to reach them (the operator
 * CLI): the RPC client, Redis connections and stream administration. It leaves out NestJS, TypeORM and
 * the server transport, most of what the whole package costs to load, which a short-lived command
 * would otherwise pay on every run.
 */
export * from './nats';
export * from './principal-proof';
export * from './redis';
export * from './stream-admin';
