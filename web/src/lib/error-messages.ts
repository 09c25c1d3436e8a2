import bundle from '../locales/ar-EG.errors.json';
import { addTranslations } from './i18n';

// Error messages (the API's and the fields') load with the screens that can show them, not with the first page.
addTranslations(bundle);
