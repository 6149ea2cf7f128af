export * from './rate-limiter';
export * from './idempotency-store';
export * from './credential-cache';
export * from './in-flight';
export * from './identity-lookup';
export * from './failure-throttle';
export * from './edge-connections';
