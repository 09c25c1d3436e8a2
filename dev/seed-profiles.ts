import type { Certificate, SpokenLanguage } from '@kalam/core';

// What demo tutors tell about themselves (decision 032): Arabic display names for most, languages with levels, years
// of teaching and certificates, varied by the tutor's place in the list so the demo reads like a real market.

const ARABIC: Record<string, string> = {
  Mariam: 'مريم',
  Nour: 'نور',
  Salma: 'سلمى',
  Yasmin: 'ياسمين',
  Hana: 'هنا',
  Farida: 'فريدة',
  Laila: 'ليلى',
  Aya: 'آية',
  Dina: 'دينا',
  Reem: 'ريم',
  Malak: 'ملك',
  Habiba: 'حبيبة',
  Rana: 'رنا',
  Shahd: 'شهد',
  Jana: 'جنى',
  Ahmed: 'أحمد',
  Omar: 'عمر',
  Youssef: 'يوسف',
  Karim: 'كريم',
  Mostafa: 'مصطفى',
  Hassan: 'حسن',
  Tarek: 'طارق',
  Amr: 'عمرو',
  Khaled: 'خالد',
  Ziad: 'زياد',
  Adham: 'أدهم',
  Seif: 'سيف',
  Marwan: 'مروان',
  Hazem: 'حازم',
  Mahmoud: 'محمود',
  Adel: 'عادل',
  Fathy: 'فتحي',
  Samir: 'سمير',
  Nabil: 'نبيل',
  Saeed: 'سعيد',
  Ibrahim: 'إبراهيم',
  Gamal: 'جمال',
  Fouad: 'فؤاد',
  Sherif: 'شريف',
  Ezzat: 'عزت',
  Ramadan: 'رمضان',
  Lotfy: 'لطفي',
  Hamdy: 'حمدي',
};

const ENGLISH: SpokenLanguage['level'][] = ['C2', 'C1', 'C2', 'native', 'C1', 'C2'];
const THIRD: (SpokenLanguage | null)[] = [
  null,
  { code: 'fr', level: 'B2' },
  null,
  { code: 'de', level: 'B1' },
  null,
  { code: 'es', level: 'A2' },
  { code: 'it', level: 'B1' },
];
const CERTIFICATES: Omit<Certificate, 'year'>[][] = [
  [{ name: 'CELTA' }, { name: 'IELTS 8.5' }],
  [{ name: 'TEFL' }],
  [{ name: 'TOEFL iBT 112' }, { name: 'TESOL' }],
  [],
  [{ name: 'CELTA' }],
  [{ name: 'Cambridge C2 Proficiency' }, { name: 'TKT' }],
  [{ name: 'IELTS 8.0' }],
  [{ name: 'DELTA' }, { name: 'CELTA' }],
];

/** The profile of the i-th demo tutor, whose account name is `name` ("Reem Saeed"). */
export function demoProfile(i: number, name: string) {
  // two in three write their name in Arabic letters; half of those also give it in Latin letters
  const arabic = i % 3 !== 1;
  const nameAr = arabic
    ? name
        .split(' ')
        .map((part) => ARABIC[part] ?? part)
        .join(' ')
    : null;
  const yearsTeaching = i % 11 === 10 ? null : 1 + ((i * 5) % 15);
  const third = THIRD[i % THIRD.length];
  const languages: SpokenLanguage[] = [
    { code: 'ar', level: 'native' },
    { code: 'en', level: ENGLISH[i % ENGLISH.length]! },
    ...(third ? [third] : []),
  ];
  const certificates = CERTIFICATES[i % CERTIFICATES.length]!.map((c, k) => ({
    ...c,
    year: (i + k) % 4 === 3 ? null : 2012 + ((i + k * 3) % 13),
  }));
  return { nameAr, nameLatin: arabic && i % 2 === 0 ? name : null, languages, yearsTeaching, certificates };
}

/** How long the i-th demo tutor takes to answer a student in chat, in minutes (their typical reply time). */
export const demoReplyMinutes = (i: number, jitter: number) => Math.round([6, 25, 50, 140, 400][i % 5]! * (0.6 + jitter * 0.8));
