import { TextPage } from '../components/text-page';

export default function Method() {
  return <TextPage ns="method" sections={4} prefix="p" subtitle />;
}
