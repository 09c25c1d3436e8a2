import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.tutors.json';

// What both tutor pages and the dashboards show of a tutor (its card and details); each page adds its own strings.
addTranslations(bundle);
