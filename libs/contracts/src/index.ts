export * from './money';
export * from './errors';
export * from './list';
export * from './rpc';
export * from './events';
export * from './terms';
export * from './customers';
export * from './identity';
