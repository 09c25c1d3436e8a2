import bundle from '../../locales/ar-EG.rate-tutor.json';
import { addTranslations } from '../../lib/i18n';

// The rating dialog's strings load with the screens that ask for a rating, not with the profile's reviews.
addTranslations(bundle);
