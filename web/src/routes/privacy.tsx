import { TextPage } from '../components/text-page';

export default function Privacy() {
  return <TextPage ns="privacy" sections={4} />;
}
