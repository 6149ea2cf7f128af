export * from './context';
export * from './logger';
export * from './health';
export * from './log-serializers';
export * from './trace-context';
export * from './idle-heap-collector';
export * from './heap-growth-bound';
