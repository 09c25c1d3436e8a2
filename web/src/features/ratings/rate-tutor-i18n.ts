import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.rate-tutor.json';

// The rating dialog's strings load with the screens that ask for a rating, not with the profile's reviews.
addTranslations(bundle);
