import type { NavItem } from '@site-widgets/widgets/site/nav/nav-items.ts';

/** The café's facts, in one place so the header, sections and footer never disagree. */
export const CAFE_NAME = 'Harbour & Hearth Café';

export const CAFE_ADDRESS = ['12 Quay Street', 'Old Portsmouth', 'Hampshire'] as const;

export const CAFE_EMAIL = 'hello@harbourandhearth.example';

export const CAFE_PHONE = '023 9282 0458';

export interface OpeningHours {
  days: string;
  hours: string;
}

export const OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Monday to Friday', hours: '7:30 am – 5 pm' },
  { days: 'Saturday', hours: '8 am – 6 pm' },
  { days: 'Sunday and bank holidays', hours: '9 am – 4 pm' },
];

/** The footer's links; the page being shown is marked with aria-current. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About us' },
  { href: '/story', label: 'Our story' },
  { href: '/contact', label: 'Contact' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/write-a-review', label: 'Write a review' },
  { href: '/journal', label: 'Journal' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/shop', label: 'Shop' },
  { href: '/forms', label: 'Forms' },
  { href: '/embed-demo.html', label: 'Embed demo' },
  // Issue 16: the menu in tabs and accordions.
  { href: '/menu', label: 'Menu' },
  // Issue 17: charts and the origins table.
  { href: '/sustainability', label: 'Sustainability' },
  // Issue 17 item 2: the café and its suppliers on a map.
  { href: '/visit', label: 'Visit us' },
  // Issue 17 item 5: a catering request built with the add-on form builder.
  { href: '/catering', label: 'Catering' },
  // Issue 16 (T5): tastings, counters and films.
  { href: '/events', label: 'Events' },
  // Issue 16 "Sliders".
  { href: '/slides', label: 'Slides' },
  // Issue 15 item 6: the shop's orders for buyers without accounts.
  { href: '/my-account', label: 'Your orders' },
  // Issue 16 (T7): the add-on menu, lists and page tools.
  { href: '/explore', label: 'Menus and page tools' },
] as const;

/**
 * The header navigation (the site-nav widget). A parent's own address is where it leads without
 * JavaScript; with it, the parent opens its submenu instead (spec 000 §2).
 */
export const NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Home' },
  {
    href: '/#menu',
    label: 'Menu',
    children: [
      { href: '/#breakfast', label: 'Breakfast' },
      { href: '/#lunch', label: 'Lunch' },
      { href: '/#cakes', label: 'Cakes' },
    ],
  },
  {
    href: '/contact',
    label: 'Visit',
    children: [
      { href: '/contact#hours', label: 'Opening hours' },
      { href: '/contact#find-us', label: 'Find us' },
      { href: '/contact', label: 'Contact us' },
      { href: '/forms', label: 'Forms: write, cater, book' },
    ],
  },
  {
    href: '/reviews',
    label: 'Reviews',
    children: [
      { href: '/reviews', label: 'Guest reviews' },
      { href: '/write-a-review', label: 'Write a review' },
    ],
  },
  {
    href: '/journal',
    label: 'Explore',
    children: [
      { href: '/journal', label: 'Journal' },
      { href: '/gallery', label: 'Gallery' },
      { href: '/shop', label: 'Shop' },
    ],
  },
  { href: '/about', label: 'About us' },
];
