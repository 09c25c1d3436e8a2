import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';
import { t as translate } from 'i18next';
import type { PageServer } from '../app/page-server';

export const server: PageServer = {
  head: () => ({ title: translate('method.title'), description: translate('method.meta.description') }),
};

export default function Method() {
  return <TextPage ns="method" sections={4} prefix="p" subtitle />;
}
