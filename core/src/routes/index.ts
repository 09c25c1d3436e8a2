import { assetRoutes } from './asset';
import { assetSampleRoutes } from './asset-sample';
import { authRoutes } from './auth';
import { availabilitySlotRoutes } from './availability-slot';
import { cacheRoutes } from './cache';
import { calendarRoutes } from './calendar';
import { chatRoutes } from './chat';
import { confirmationCodeRoutes } from './confirmation-code';
import { contactRequestRoutes } from './contact-request';
import { couponRoutes } from './coupon';
import { deckRoutes } from './deck';
import type { RouteDef, RouteKeyOf } from './define';
import { devRoutes } from './dev';
import { docsRoutes } from './docs';
import { earningRoutes } from './earning';
import { fawryRoutes } from './fawry';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { interviewRoutes } from './interview';
import { inviteRoutes } from './invite';
import { invoiceRoutes } from './invoice';
import { lessonRoutes } from './lesson';
import { lessonMarkRoutes } from './lesson-mark';
import { lessonProposalRoutes } from './lesson-proposal';
import { notificationRoutes } from './notification';
import { planRoutes } from './plan';
import { platformSettingsRoutes } from './platform-settings';
import { progressRoutes } from './progress';
import { publicTutorRoutes } from './public-tutor';
import { ratingRoutes } from './rating';
import { reportRoutes } from './report';
import { sessionRoutes } from './session';
import { topicRoutes } from './topic';
import { transactionRoutes } from './transaction';
import { userRoutes } from './user';
import { whatsappRoutes } from './whatsapp';
import { withdrawMethodRoutes } from './withdraw-method';

/** Every API route, by resource: what the Worker mounts, the permission table and the OpenAPI document come from. */
export const apiRoutes = {
  docs: docsRoutes,
  asset: assetRoutes,
  assetSample: assetSampleRoutes,
  user: userRoutes,
  publicTutor: publicTutorRoutes,
  lesson: lessonRoutes,
  lessonProposal: lessonProposalRoutes,
  lessonMark: lessonMarkRoutes,
  deck: deckRoutes,
  progress: progressRoutes,
  plan: planRoutes,
  coupon: couponRoutes,
  invite: inviteRoutes,
  transaction: transactionRoutes,
  fawry: fawryRoutes,
  withdrawMethod: withdrawMethodRoutes,
  invoice: invoiceRoutes,
  earning: earningRoutes,
  whatsapp: whatsappRoutes,
  auth: authRoutes,
  confirmationCode: confirmationCodeRoutes,
  availabilitySlot: availabilitySlotRoutes,
  calendar: calendarRoutes,
  session: sessionRoutes,
  health: healthRoutes,
  cache: cacheRoutes,
  dev: devRoutes,
  platformSettings: platformSettingsRoutes,
  contactRequest: contactRequestRoutes,
  feedback: feedbackRoutes,
  rating: ratingRoutes,
  chat: chatRoutes,
  notification: notificationRoutes,
  interview: interviewRoutes,
  report: reportRoutes,
  topic: topicRoutes,
};

type Defs = { [R in keyof typeof apiRoutes]: (typeof apiRoutes)[R][keyof (typeof apiRoutes)[R]] }[keyof typeof apiRoutes];

/** Every definition by the key the client calls it with: `GET /lesson/:id`. */
export type ApiRoutes = { [D in Defs as RouteKeyOf<D>]: D };

export const allRoutes = (): RouteDef[] => Object.values(apiRoutes).flatMap((defs) => Object.values(defs));
