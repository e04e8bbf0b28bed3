/** The café's facts, in one place so the header, sections and footer never disagree. */
export const CAFE_NAME = 'Harbour & Hearth Café';

export const CAFE_ADDRESS = ['12 Quay Street', 'Old Portsmouth', 'Hampshire'] as const;

export const CAFE_EMAIL = 'hello@harbourandhearth.example';

export interface OpeningHours {
  days: string;
  hours: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Monday to Friday', hours: '7:30 am – 5 pm' },
  { days: 'Saturday', hours: '8 am – 6 pm' },
  { days: 'Sunday and bank holidays', hours: '9 am – 4 pm' },
];

/** The main navigation; `current` marks the page being shown with aria-current. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/embed-demo.html', label: 'Embed demo' },
] as const;
