import * as z from 'zod';
import { EMAIL_CODE_DIGITS } from '../constants';
import { messagingChannels } from '../enums';
import { verificationCode } from './auth';
import { egyptianPhone, oneOf } from './fields';

const method = oneOf(messagingChannels, { error: 'invalid' });

/** Phone confirmation by WhatsApp or Telegram, with a code as long as the email one. */
export const send = z.object({ phone: egyptianPhone, method });
export const verify = z.object({ phone: egyptianPhone, method, code: verificationCode(EMAIL_CODE_DIGITS) });
