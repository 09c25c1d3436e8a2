import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.tutor-search.json';

// The search's own strings (filters, order, hints) load with /tutors only, not with a profile.
addTranslations(bundle);
