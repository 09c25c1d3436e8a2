import bundle from '../../locales/ar-EG.auth.json';
import { addTranslations } from '../../lib/i18n';

// The sign-in, sign-up and password screens' strings load with them, not with every page.
addTranslations(bundle);
