import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.admin.json';
import plans from '../../locales/ar-EG.plans.json';

// The admin screens' strings load with their chunks, not with the first page.
addTranslations(bundle);
// These screens name plans and periods too.
addTranslations(plans);
