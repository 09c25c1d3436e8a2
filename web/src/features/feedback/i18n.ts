import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.feedback.json';

// "Share feedback" strings load with the dialog and the admin list, not with the first page.
addTranslations(bundle);
