import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.manage.json';

// The management screens' strings load with their chunks, not with the first page.
addTranslations(bundle);
