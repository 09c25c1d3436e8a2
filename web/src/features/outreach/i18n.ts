import bundle from '../../locales/ar-EG.manage.json';
import { addTranslations } from '../../lib/i18n';

// The management screens' strings load with their chunks, not with the first page.
addTranslations(bundle);
