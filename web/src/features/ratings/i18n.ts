import bundle from '../../locales/ar-EG.ratings.json';
import { addTranslations } from '../../lib/i18n';

// Reviews' strings load with the screens that show them, not with the first page.
addTranslations(bundle);
