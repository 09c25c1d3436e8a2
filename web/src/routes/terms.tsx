import { TextPage } from '../components/text-page';

export default function Terms() {
  return <TextPage ns="terms" sections={4} />;
}
