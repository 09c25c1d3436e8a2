export * from './api';
export * from './constants';
export * from './enums';
export * from './errors';
export { fields, schemas } from './schemas/index';
export * from './validation';
