import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';
import { t as translate } from 'i18next';
import type { PageServer } from '../app/page-server';

export const server: PageServer = {
  head: () => ({ title: translate('terms.title'), description: translate('terms.meta.description') }),
};

export default function Terms() {
  return <TextPage ns="terms" sections={4} />;
}
