export * from './api';
export * from './pricing';
export * from './availability';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './permissions';
export { fields, schemas } from './schemas/index';
export * from './validation';
