import type { PanelItem } from '@site-widgets/widgets/content/shared/panel-item.ts';

/** The café's menu (issue 16 demo): what the /menu page's tabs, toggle and accordion show. */

interface Dish {
  name: string;
  price: string;
  note: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const dishList = (dishes: Dish[]) =>
  `<ul class="menu-list">${dishes
    .map(
      (dish) =>
        `<li class="menu-list__item"><span class="menu-list__name">${escapeHtml(dish.name)}</span> <span class="menu-list__price">${escapeHtml(dish.price)}</span><br><span class="menu-list__note">${escapeHtml(dish.note)}</span></li>`,
    )
    .join('')}</ul>`;

export const MENU_TABS: PanelItem[] = [
  {
    id: 'menu-breakfast',
    title: 'Breakfast',
    html: dishList([
      {
        name: 'Full quay breakfast',
        price: '£11.50',
        note: 'Bacon, sausage, eggs, beans, mushrooms and sourdough toast.',
      },
      { name: 'Bacon roll', price: '£4.80', note: 'For the early ferry; brown sauce on request.' },
      {
        name: 'Porridge with honey',
        price: '£5.40',
        note: 'Oats cooked with milk, local honey and toasted seeds.',
      },
    ]),
  },
  {
    id: 'menu-lunch',
    title: 'Lunch',
    html: dishList([
      {
        name: 'Crab sandwich',
        price: '£9.80',
        note: 'Local crab on thick-cut granary with lemon mayonnaise.',
      },
      {
        name: 'Soup of the day',
        price: '£6.90',
        note: 'Ask at the counter; always with bread from the bakery next door.',
      },
      {
        name: 'Ploughman’s',
        price: '£10.50',
        note: 'Hampshire cheddar, ham, pickle, apple and a crusty roll.',
      },
      {
        name: 'Harbour salad',
        price: '£9.20',
        note: 'Smoked mackerel, new potatoes, beetroot and horseradish cream.',
      },
    ]),
  },
  {
    id: 'menu-cakes',
    title: 'Cakes',
    html: dishList([
      {
        name: 'Cream tea',
        price: '£7.50',
        note: 'Two fruit scones, clotted cream, strawberry jam and a pot of tea.',
      },
      { name: 'Victoria sponge', price: '£4.20', note: 'Raspberry jam and vanilla buttercream.' },
      { name: 'Lemon drizzle', price: '£3.90', note: 'Also baked gluten-free every morning.' },
    ]),
  },
  {
    id: 'menu-drinks',
    title: 'Drinks',
    html: dishList([
      { name: 'Flat white', price: '£3.20', note: 'Beans from a small Hampshire roaster.' },
      { name: 'Pot of tea', price: '£2.90', note: 'English breakfast, Earl Grey or peppermint.' },
      { name: 'Hot chocolate', price: '£3.60', note: 'With cream and marshmallows, or without.' },
    ]),
  },
];

export const SPECIALS_TABS: PanelItem[] = [
  { id: 'special-monday', title: 'Monday', html: '<p>Leek and potato soup with cheese scones.</p>' },
  { id: 'special-wednesday', title: 'Wednesday', html: '<p>Fish pie with peas and a lemon wedge.</p>' },
  { id: 'special-friday', title: 'Friday', html: '<p>Beer-battered haddock in a soft roll.</p>' },
];

export const EAT_IN_OR_TAKE_AWAY: [PanelItem, PanelItem] = [
  {
    id: 'order-eat-in',
    title: 'Eat in',
    html: '<p>Order at the counter and we bring it to your table. Cakes come on Grandma June’s china.</p>',
  },
  {
    id: 'order-take-away',
    title: 'Take away',
    html: '<p>Everything on the menu comes boxed to take away; bring your own cup and save 20p on coffee.</p>',
  },
];

const allergens = (contains: string, free: string) =>
  `<p><strong>Contains:</strong> ${escapeHtml(contains)}.</p><p><strong>Can be made without:</strong> ${escapeHtml(free)}.</p>`;

export const DISH_DETAILS: PanelItem[] = [
  {
    id: 'dish-crab-sandwich',
    title: 'Crab sandwich',
    html: allergens('crustaceans, gluten, egg', 'egg (plain butter instead of mayonnaise)'),
  },
  {
    id: 'dish-quay-breakfast',
    title: 'Full quay breakfast',
    html: allergens('gluten, egg, sulphites', 'gluten (gluten-free toast)'),
  },
  {
    id: 'dish-cream-tea',
    title: 'Cream tea',
    html: allergens('gluten, milk, egg', 'nothing: ask for the gluten-free lemon drizzle instead'),
  },
  {
    id: 'dish-harbour-salad',
    title: 'Harbour salad',
    html: allergens('fish, milk, mustard', 'milk (no horseradish cream)'),
  },
  {
    id: 'dish-soup',
    title: 'Soup of the day',
    html: allergens('celery, gluten (bread)', 'gluten (without the bread)'),
  },
  {
    id: 'dish-porridge',
    title: 'Porridge with honey',
    html: allergens('oats (gluten), milk, sesame', 'milk (made with oat milk)'),
  },
];
