import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.auth.json';

// The sign-in, sign-up and password screens' strings load with them, not with every page.
addTranslations(bundle);
