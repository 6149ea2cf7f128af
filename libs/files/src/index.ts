export * from './upload-token';
export * from './file-types';
