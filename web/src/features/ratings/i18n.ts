import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.ratings.json';

// Reviews' strings load with the screens that show them, not with the first page.
addTranslations(bundle);
