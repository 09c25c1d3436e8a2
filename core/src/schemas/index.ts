import * as auth from './auth';
import * as contactRequest from './contact-request';
import * as fields from './fields';
import { paging } from './paging';
import * as plan from './plan';
import * as topic from './topic';
import * as tutor from './tutor';
import * as user from './user';

/** Every input schema, grouped by resource: `schemas.contactRequest.create`. */
export const schemas = { fields, paging, contactRequest, tutor, topic, plan, user, auth };
export { fields };
