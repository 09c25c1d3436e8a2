// Every enumeration of the spec (§3) with its exact values.

const values = <T extends Record<string, string | number>>(o: T) => Object.values(o) as T[keyof T][];

export const Role = { SuperAdmin: 1, RegularAdmin: 2, Tutor: 3, Student: 4, TutorManager: 5, Studio: 6 } as const;
export type Role = (typeof Role)[keyof typeof Role];
export const roles = values(Role);

export const Gender = { Male: 'male', Female: 'female' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];
export const genders = values(Gender);

/** Egypt's 27 governorates (cities such as Helwan or Menouf belong to one; migration 0013 mapped them). */
export const Governorate = {
  Cairo: 1,
  Alexandria: 2,
  Giza: 3,
  Dakahlia: 4,
  Qalyubia: 5,
  Sharkia: 6,
  Beheira: 7,
  Aswan: 8,
  Asyut: 9,
  BeniSuef: 10,
  PortSaid: 11,
  Suez: 12,
  Minya: 13,
  Gharbia: 14,
  Ismailia: 15,
  KafrElSheikh: 16,
  Matrouh: 17,
  RedSea: 18,
  Sohag: 19,
  Fayoum: 20,
  Luxor: 21,
  Qena: 22,
  NewValley: 23,
  NorthSinai: 24,
  SouthSinai: 25,
  Damietta: 26,
  Monufia: 27,
} as const;
export type Governorate = (typeof Governorate)[keyof typeof Governorate];
export const governorates = values(Governorate);

export const MessagingChannel = { Whatsapp: 1, Telegram: 2 } as const;
export type MessagingChannel = (typeof MessagingChannel)[keyof typeof MessagingChannel];
export const messagingChannels = values(MessagingChannel);

export const AssetKind = { Image: 'image', Video: 'video', Thumbnail: 'thumbnail' } as const;
export type AssetKind = (typeof AssetKind)[keyof typeof AssetKind];

/** Month 0, Quarter 1, Year 2 from the spec; HalfYear 3 added for the screens' half-year offer (DESIGN.md). */
export const PlanPeriod = { Month: 0, Quarter: 1, Year: 2, HalfYear: 3 } as const;
export type PlanPeriod = (typeof PlanPeriod)[keyof typeof PlanPeriod];
export const planPeriods = values(PlanPeriod);
export const planPeriodMonths: Record<PlanPeriod, number> = { 0: 1, 1: 3, 2: 12, 3: 6 };

export const CodePurpose = { ForgetPassword: 'forget-password', VerifyEmail: 'verify-email' } as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];

export const MatchMode = { Exact: 'exact', Suffix: 'suffix', Prefix: 'prefix', Loose: 'loose' } as const;
export type MatchMode = (typeof MatchMode)[keyof typeof MatchMode];
export const matchModes = values(MatchMode);

export const SortOrder = { Asc: 'asc', Desc: 'desc' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
export const sortOrders = values(SortOrder);

export const InterviewStatus = { Pending: 1, Passed: 2, Rejected: 3, Canceled: 4 } as const;
export type InterviewStatus = (typeof InterviewStatus)[keyof typeof InterviewStatus];
export const interviewStatuses = values(InterviewStatus);

export const Weekday = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const;
export type Weekday = (typeof Weekday)[keyof typeof Weekday];
export const weekdays = values(Weekday);

export const LessonDuration = { Short: 15, Long: 30 } as const;
export type LessonDuration = (typeof LessonDuration)[keyof typeof LessonDuration];
export const lessonDurations = values(LessonDuration);

export const WithdrawMethodType = { Wallet: 'wallet', Bank: 'bank', Instapay: 'instapay' } as const;
export type WithdrawMethodType = (typeof WithdrawMethodType)[keyof typeof WithdrawMethodType];
export const withdrawMethodTypes = values(WithdrawMethodType);

export const InvoiceStatus = {
  Pending: 'pending',
  UpdatedByReceiver: 'updated-by-receiver',
  CanceledByReceiver: 'canceled-by-receiver',
  CancellationApprovedByAdmin: 'cancellation-approved-by-admin',
  Fulfilled: 'fulfilled',
  Rejected: 'rejected',
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatuses = values(InvoiceStatus);

export const ContactSource = { Whatsapp: 'wa', Facebook: 'sfb', Youtube: 'syt', Instagram: 'sig', Tiktok: 'stt', X: 'sx' } as const;
export type ContactSource = (typeof ContactSource)[keyof typeof ContactSource];
export const contactSources = values(ContactSource);

export const PaymentStatus = { New: 0, Paid: 1, Canceled: 2, Refunded: 3, Expired: 4, PartialRefunded: 5, Failed: 6 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses = values(PaymentStatus);

export const PaymentMethod = { Card: 0, EWallet: 1, BankInstallment: 2, Fawry: 3 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const paymentMethods = values(PaymentMethod);

export const CodeType = { VerifyWhatsApp: 1, VerifyTelegram: 2, VerifyEmail: 3, ResetPassword: 4 } as const;
export type CodeType = (typeof CodeType)[keyof typeof CodeType];

export const SessionEvent = { UserJoined: 1, UserLeft: 2 } as const;
export type SessionEvent = (typeof SessionEvent)[keyof typeof SessionEvent];

export const LessonStatus = { Pending: 'pending', Happening: 'happening', Fulfilled: 'fulfilled', Cancelled: 'cancelled' } as const;
export type LessonStatus = (typeof LessonStatus)[keyof typeof LessonStatus];
export const lessonStatuses = values(LessonStatus);
