import { TextPage } from '../components/text-page';
import '../features/marketing/i18n';

export default function Method() {
  return <TextPage ns="method" sections={4} prefix="p" subtitle />;
}
