import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';

export default function Privacy() {
  return <TextPage ns="privacy" sections={4} />;
}
