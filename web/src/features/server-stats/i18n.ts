import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.server-stats.json';

// This screen's strings load with it, not with the first page.
addTranslations(bundle);
