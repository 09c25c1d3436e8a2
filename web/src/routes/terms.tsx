import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';

export default function Terms() {
  return <TextPage ns="terms" sections={4} />;
}
