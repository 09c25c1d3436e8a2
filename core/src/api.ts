// Response shapes shared by the API and the web app. Times are UTC epoch ms; money is integer piasters.

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface Topic {
  id: number;
  nameAr: string;
  nameEn: string;
}

export interface TutorCard {
  id: number;
  name: string;
  image: string | null;
  gender: 'male' | 'female' | null;
  bio: string;
  about: string;
  rating: { avg: number | null; count: number };
  lessonsTaught: number;
  topics: Topic[];
  nextFreeTime: number | null;
}

export interface Plan {
  id: number;
  alias: string;
  weeklyMinutes: number;
  fullMonthPrice: number;
  fullMonthDiscount: number;
  fullQuarterPrice: number;
  fullQuarterDiscount: number;
  halfYearPrice: number;
  halfYearDiscount: number;
  fullYearPrice: number;
  fullYearDiscount: number;
  forInvitesOnly: boolean;
  active: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ContactRequestCreated {
  id: number;
}

export interface Health {
  ok: boolean;
  db: 'up' | 'down';
}

export const API_BASE = '/api/v1';

/** The signed-in user as the API returns it (never the password hash). */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  role: number;
  verified: boolean;
  hasPassword: boolean;
  image: string | null;
  gender: 'male' | 'female' | null;
  birthYear: number | null;
  phone: string | null;
  phoneVerified: boolean;
  city: number | null;
  creditScore: number;
  notifications: Record<string, boolean> | null;
  /** for tutors and tutor managers */
  tutor: { bio: string; about: string; activated: boolean; noticeMinutes: number } | null;
}

export interface AuthResult {
  user: CurrentUser;
  token: string;
}

export interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
}

/** What anyone signed in may see of another user. */
export interface PublicUser {
  id: number;
  name: string;
  image: string | null;
  role: number;
  gender: 'male' | 'female' | null;
}
