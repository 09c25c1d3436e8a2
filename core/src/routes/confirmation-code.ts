import { SIGNED_IN } from '../permissions';
import * as confirmationCodeSchemas from '../schemas/confirmation-code';
import { ok } from './auth';
import { route } from './define';

export const confirmationCodeRoutes = {
  sendPhoneCode: route({
    method: 'post',
    path: '/confirmation-code/phone/send',
    access: SIGNED_IN,
    summary: "Send a code to the caller's phone by WhatsApp or Telegram",
    request: { body: confirmationCodeSchemas.send },
    responses: () => ({ 200: ok }),
  }),
  verifyPhoneCode: route({
    method: 'post',
    path: '/confirmation-code/phone/verify',
    access: SIGNED_IN,
    summary: "Confirm the caller's phone with the code sent to it",
    request: { body: confirmationCodeSchemas.verify },
    responses: () => ({ 200: ok }),
  }),
};
