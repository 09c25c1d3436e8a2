import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/page-header';
import { ContactForm } from '../features/contact/components/contact-form';
import '../features/contact/i18n';
import { t as translate } from 'i18next';
import type { PageServer } from '../app/page-server';

export const server: PageServer = {
  head: () => ({ title: translate('contact.title'), description: translate('contact.meta.description') }),
};

export default function Contact() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="container max-w-3xl py-8">
        <ContactForm />
      </div>
    </>
  );
}
