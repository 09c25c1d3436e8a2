import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.landing.json';

// The home page's strings load with it, not with every page.
addTranslations(bundle);
