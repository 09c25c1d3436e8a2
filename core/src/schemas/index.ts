import * as auth from './auth';
import * as availability from './availability';
import * as chat from './chat';
import * as confirmationCode from './confirmation-code';
import * as contactRequest from './contact-request';
import * as coupon from './coupon';
import * as deck from './deck';
import * as earning from './earning';
import * as feedback from './feedback';
import * as fields from './fields';
import * as interview from './interview';
import * as invite from './invite';
import * as invoice from './invoice';
import * as lesson from './lesson';
import * as lessonMark from './lesson-mark';
import { paging } from './paging';
import * as payment from './payment';
import * as plan from './plan';
import * as platformSettings from './platform-settings';
import * as rating from './rating';
import * as realtime from './realtime';
import * as report from './report';
import * as topic from './topic';
import * as tutor from './tutor';
import * as tutorSearch from './tutor-search';
import * as user from './user';
import * as withdrawMethod from './withdraw-method';

/** Every input schema, grouped by resource: `schemas.contactRequest.create`. */
export const schemas = {
  fields,
  paging,
  auth,
  availability,
  chat,
  confirmationCode,
  contactRequest,
  coupon,
  deck,
  earning,
  feedback,
  interview,
  invite,
  invoice,
  lesson,
  lessonMark,
  payment,
  plan,
  platformSettings,
  rating,
  realtime,
  report,
  topic,
  tutor,
  tutorSearch,
  user,
  withdrawMethod,
};

/** Server-only inputs (webhooks, push subscriptions), kept out of `schemas` so the forms' pages do not carry them. */
export * as notificationSchemas from './notification';
export * as whatsappSchemas from './whatsapp';
export { fields };
