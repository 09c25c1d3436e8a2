import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.tutor-profile.json';

// A profile's own strings (tabs, booking call, preview) load with /t/:id only, not with the search.
addTranslations(bundle);
