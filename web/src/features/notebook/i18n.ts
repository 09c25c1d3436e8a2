import { addTranslations } from '../../lib/i18n';
import bundle from '../../locales/ar-EG.notebook.json';

// The notebook's strings load with its own chunk, after the lesson page.
addTranslations(bundle);
