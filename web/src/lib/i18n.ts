import { LOCALE } from '@kalam/core/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import arEG from '../locales/ar-EG.json';

// Resources are bundled: Arabic is ready on the first render, with no loading flash.
void i18next.use(initReactI18next).init({
  lng: LOCALE,
  fallbackLng: false,
  resources: { [LOCALE]: { translation: arEG } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18next;

/** Strings of screens that load later travel with their chunk, keeping the first page small. */
export function addTranslations(bundle: object) {
  i18next.addResourceBundle(LOCALE, 'translation', bundle, true, false);
}
