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
