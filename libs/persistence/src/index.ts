export * from './naming';
export * from './money-column';
export * from './ids';
export * from './clock';
export * from './data-source';
export * from './list-query';
export * from './hydrate';
export * from './merchant-clock';
