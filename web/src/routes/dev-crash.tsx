import { isDeveloper } from '../lib/dev-flags';
import NotFound from './not-found';

/** Developer-only route that throws while rendering, to prove the error page. */
export default function DevCrash() {
  if (!isDeveloper()) return <NotFound />;
  throw new Error('Deliberate render crash (developer route)');
}
