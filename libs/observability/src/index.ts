export * from './context';
export * from './logger';
export * from './health';
