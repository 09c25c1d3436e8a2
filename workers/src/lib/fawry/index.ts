export { FawryError, fawryClient, fawryDisabled, parseInstallmentPlans } from './client';
export * from './signature';
export * from './types';
