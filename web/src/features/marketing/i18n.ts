import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.marketing.json';

// The static public pages' strings (terms, privacy, method, FAQ, becoming a tutor) load with them.
addTranslations(bundle);
