import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.session.json';

// The lesson page's strings load with its chunk, not with the first page.
addTranslations(bundle);
