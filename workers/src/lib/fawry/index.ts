export { fawryClient, fawryDisabled, parseInstallmentPlans } from './client';
export { FawryError } from './request';
export * from './signature';
export * from './types';
