import * as z from 'zod';
import { typeError } from './fields';

const e = { error: typeError() };
const text = (max: number) => z.string(e).max(max, { error: 'invalid' });

/** `GET /whatsapp/webhook`: Meta's subscription check, answered with the challenge when the token matches. */
export const verify = z.object(
  {
    'hub.mode': z.literal('subscribe', e),
    'hub.verify_token': text(200),
    'hub.challenge': text(200),
  },
  e,
);

const status = z
  .object(
    {
      id: text(200),
      status: text(40),
      errors: z
        .array(z.object({ code: z.number(e).optional(), title: text(500).optional() }, e).loose(), e)
        .max(20, { error: 'invalid' })
        .optional(),
    },
    e,
  )
  .loose();

const message = z
  .object(
    {
      from: text(20),
      type: text(40),
      text: z.object({ body: text(4096) }, e).optional(),
      button: z
        .object({ text: text(200) }, e)
        .loose()
        .optional(),
    },
    e,
  )
  .loose();

/** `POST /whatsapp/webhook`: the Cloud API's notification (statuses of our messages, replies), read after its signature. */
export const webhook = z.object(
  {
    object: z.literal('whatsapp_business_account', e),
    entry: z
      .array(
        z
          .object(
            {
              changes: z
                .array(
                  z
                    .object(
                      {
                        field: text(100),
                        value: z
                          .object(
                            {
                              statuses: z.array(status, e).max(1000, { error: 'invalid' }).optional(),
                              messages: z.array(message, e).max(1000, { error: 'invalid' }).optional(),
                            },
                            e,
                          )
                          .loose(),
                      },
                      e,
                    )
                    .loose(),
                  e,
                )
                .max(100, { error: 'invalid' }),
            },
            e,
          )
          .loose(),
        e,
      )
      .max(100, { error: 'invalid' }),
  },
  e,
);
