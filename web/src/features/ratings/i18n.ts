import bundle from '../../locales/ar-EG.ratings.json';
import { addTranslations } from '../../lib/i18n';

// The rating dialog's strings load with the screens that ask for a rating, not with the first page.
addTranslations(bundle);
