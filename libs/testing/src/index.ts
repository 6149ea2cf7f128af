export * from './ports';
export * from './stack';
export * from './admin';
export * from './api-client';
export * from './factories';
export * from './fake-tracking-provider';
export * from './webhook-receiver';
export * from './wait';
