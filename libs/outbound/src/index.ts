export * from './address-policy';
export * from './safe-fetch';
export * from './mail-transport';
