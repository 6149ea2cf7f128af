export * from './ports';
export * from './preflight';
export * from './stack';
export * from './admin';
export * from './api-client';
export * from './factories';
export * from './webhook-receiver';
