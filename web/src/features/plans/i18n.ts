import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.plans.json';

// The plans' strings load with the screens that show plans or prices, not with every page.
addTranslations(bundle);
