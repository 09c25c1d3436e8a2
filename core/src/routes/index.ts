import { chatRoutes } from './chat';
import type { RouteDef, RouteKeyOf } from './define';
import { docsRoutes } from './docs';
import { interviewRoutes } from './interview';
import { lessonRoutes } from './lesson';
import { notificationRoutes } from './notification';
import { ratingRoutes } from './rating';
import { reportRoutes } from './report';
import { topicRoutes } from './topic';

/** Every API route, by resource: what the Worker mounts, the permission table and the OpenAPI document come from. */
export const apiRoutes = {
  docs: docsRoutes,
  lesson: lessonRoutes,
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
