import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';
import { t as translate } from 'i18next';
import type { PageServer } from '../app/page-server';

export const server: PageServer = {
  head: () => ({ title: translate('privacy.title'), description: translate('privacy.meta.description') }),
};

export default function Privacy() {
  return <TextPage ns="privacy" sections={4} />;
}
