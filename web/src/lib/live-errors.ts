import bundle from '../locales/ar-EG.live-errors.json';
import { addTranslations } from './i18n';

// Refused socket actions and camera or microphone failures: their messages load with the chat and lesson screens.
addTranslations(bundle);
