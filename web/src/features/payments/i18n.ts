import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.payments.json';
import plans from '../../locales/ar-EG.plans.json';

// This feature's strings load with its screens, not with the first page.
addTranslations(bundle);
// These screens name plans and periods too.
addTranslations(plans);
