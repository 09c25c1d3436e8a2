import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.progress.json';

// This feature's strings load with its screens, not with the first page.
addTranslations(bundle);
