import bundle from '../../locales/ar-EG.admin.json';
import { addTranslations } from '../../lib/i18n';

// The admin screens' strings load with their chunks, not with the first page.
addTranslations(bundle);
