import { STORAGE_KEYS } from '@kalam/core/constants';
import { type ContactSource, contactSources } from '@kalam/core/enums';
import { Navigate, useParams } from 'react-router';
import { storage } from '../lib/storage';
import NotFound from './not-found';

/** Short links shared on social media (/url/sfb …): remember where the visitor came from, then go home. */
export default function ShortUrl() {
  const { name } = useParams();
  if (!name || !contactSources.includes(name as ContactSource)) return <NotFound />;
  storage.set(STORAGE_KEYS.contactSource, name);
  return <Navigate to="/" replace />;
}
