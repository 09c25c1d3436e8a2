import { STORAGE_KEYS } from '@kalam/core/constants';
import { storage } from './storage';

/** Developer mode (localStorage `kalam.dev` = '1'): shows the phone toggle and the crash route. */
export const isDeveloper = () => storage.get(STORAGE_KEYS.developer) === '1';
export const isPhoneSimulated = () => storage.get(STORAGE_KEYS.simulatePhone) === '1';
export const setPhoneSimulated = (on: boolean) => storage.set(STORAGE_KEYS.simulatePhone, on ? '1' : null);
