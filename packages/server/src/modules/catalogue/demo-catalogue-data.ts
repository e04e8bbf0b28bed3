/**
 * The café's demo catalogue (issue 11 item 3): a journal, a gallery and a shop, as import records
 * (content-record.ts columns), fixed text and dates so every seed is the same. Images are drawn by
 * demo-images.ts from each item's `art`.
 */

import { DEMO_POST_GALLERIES, DEMO_PRODUCT_GALLERY_EXTRAS } from '../content/demo-galleries.ts';

/** What demo-images.ts draws: a background colour, a shape and a letter. */
export interface DemoArt {
  colour: string;
  accent: string;
  shape: 'bean' | 'cup' | 'card' | 'box' | 'leaf' | 'drop';
  letter: string;
}

export interface DemoItem {
  record: Record<string, string>;
  /** Media items and products get a generated image; posts use a gallery image as featured media. */
  art?: DemoArt;
}

const day = (n: number) => new Date(Date.UTC(2026, 9, 1) - n * 86_400_000).toISOString();

const PALETTE = {
  cafe: ['#6b4f3a', '#f2d7b6'],
  coffee: ['#3e2a1e', '#c98b4a'],
  food: ['#8a5a44', '#f6c667'],
  beans: ['#4a3426', '#d9a066'],
  equipment: ['#2f4858', '#86bbd8'],
  gift: ['#7b2d43', '#f4b6c2'],
} as const;

const art = (group: keyof typeof PALETTE, shape: DemoArt['shape'], title: string): DemoArt => ({
  colour: PALETTE[group][0],
  accent: PALETTE[group][1],
  shape,
  letter: (title.match(/[A-Za-z]/)?.[0] ?? '?').toUpperCase(),
});

const GALLERY: Array<[string, string, keyof typeof PALETTE, DemoArt['shape']]> = [
  ['The counter at opening', 'Café', 'cafe', 'cup'],
  ['Morning light on Quay Street', 'Café', 'cafe', 'leaf'],
  ['Our roaster at work', 'Coffee', 'coffee', 'bean'],
  ['Green beans from Huila', 'Coffee', 'coffee', 'bean'],
  ['Latte art practice', 'Coffee', 'coffee', 'cup'],
  ['Pour-over station', 'Coffee', 'coffee', 'drop'],
  ['Cinnamon buns fresh from the oven', 'Food', 'food', 'leaf'],
  ['Lemon drizzle slices', 'Food', 'food', 'drop'],
  ['Sourdough toast with jam', 'Food', 'food', 'box'],
  ['The terrace in summer', 'Café', 'cafe', 'leaf'],
  ['Cupping table', 'Coffee', 'coffee', 'drop'],
  ['Iced latte on the window sill', 'Food', 'food', 'cup'],
];

const galleryItems: DemoItem[] = GALLERY.map(([title, folder, group, shape], index) => {
  const slug = `gallery-${index + 1}`;
  return {
    record: {
      sourceKey: `demo:media:${slug}`,
      kind: 'media',
      status: 'published',
      slug,
      title,
      alt: title,
      caption: `${title}.`,
      mediaCategories: folder,
      file: `${slug}.svg`,
      publishedAt: day(index * 3),
    },
    art: art(group, shape, title),
  };
});

const CATEGORY = {
  news: 'Café news',
  events: 'Café news > Events',
  recipes: 'Recipes',
  drinks: 'Recipes > Drinks',
  iced: 'Recipes > Drinks > Iced drinks',
  baking: 'Recipes > Baking',
  guides: 'Brewing guides',
  filter: 'Brewing guides > Filter',
  pourOver: 'Brewing guides > Filter > Pour-over',
  espresso: 'Brewing guides > Espresso',
} as const;

type PostSeed = [title: string, category: keyof typeof CATEGORY, tags: string, lead: string];

const POSTS: PostSeed[] = [
  [
    'We are open on Sundays now',
    'news',
    'opening-hours',
    'From this month the doors open at nine on Sundays.',
  ],
  ['Meet our new head roaster', 'news', 'team|roasting', 'Amara joins us from a roastery in Bristol.'],
  ['Latte art evening', 'events', 'latte|workshop', 'Bring a friend and learn to pour a heart and a tulip.'],
  [
    'Cupping session: Ethiopian naturals',
    'events',
    'single-origin|workshop',
    'Taste four naturals side by side.',
  ],
  ['Summer terrace opening', 'events', 'seasonal', 'The terrace opens with live music and iced drinks.'],
  ['How to make a flat white at home', 'drinks', 'milk|espresso', 'Velvety milk and a double ristretto.'],
  ['Oat milk cappuccino', 'drinks', 'oat-milk|milk', 'Which oat milk foams best, and why.'],
  ['Spiced winter mocha', 'drinks', 'seasonal|chocolate', 'Cinnamon, clove and dark chocolate.'],
  ['Iced latte, the right way', 'iced', 'milk|seasonal', 'Coffee over ice without watering it down.'],
  ['Cold brew concentrate', 'iced', 'cold-brew', 'Eighteen hours, coarse grind, a clean cup.'],
  ['Espresso tonic', 'iced', 'espresso|seasonal', 'Bitter, bright and fizzy.'],
  ['Cinnamon buns', 'baking', 'baking|seasonal', 'The buns our regulars ask for every morning.'],
  ['Lemon drizzle cake', 'baking', 'baking', 'A sharp glaze on a soft crumb.'],
  ['Coffee and walnut loaf', 'baking', 'baking|walnut', 'A loaf with a shot of espresso in the batter.'],
  ['Almond croissants', 'baking', 'baking|pastry', 'Yesterday’s croissants, better than new.'],
  ['Choosing a grinder', 'guides', 'equipment|grinding', 'Burrs, steps and what matters for filter.'],
  ['Water for coffee', 'guides', 'water', 'Why your tap water changes the cup.'],
  ['Storing beans', 'guides', 'freshness', 'Airtight, dark and cool: and never the fridge.'],
  ['French press basics', 'filter', 'immersion', 'Four minutes, a coarse grind and a slow plunge.'],
  ['AeroPress, inverted', 'filter', 'immersion|aeropress', 'The method our baristas use at home.'],
  ['Batch brew for the office', 'filter', 'batch-brew', 'Good coffee for twelve people at once.'],
  ['V60 for one', 'pourOver', 'v60', 'Fifteen grams, two hundred and fifty of water.'],
  ['Chemex for a crowd', 'pourOver', 'chemex', 'A thick filter and a patient pour.'],
  ['Kalita Wave recipe', 'pourOver', 'kalita', 'A flat bed for an even extraction.'],
  ['Dialling in espresso', 'espresso', 'espresso|grinding', 'Dose, yield and time, one at a time.'],
  ['Ristretto or lungo?', 'espresso', 'espresso', 'Short and sweet, or long and light.'],
  ['Cleaning your espresso machine', 'espresso', 'equipment|cleaning', 'Backflush weekly, descale monthly.'],
  ['Single origin of the month: Huila', 'news', 'single-origin', 'Red fruit and panela from Colombia.'],
  ['Our beans are now compostable-packed', 'news', 'sustainability', 'New bags, same valve.'],
  ['Barista championship results', 'news', 'team', 'Two of our baristas reached the final.'],
  ['Decaf worth drinking', 'guides', 'decaf', 'Swiss water process and a sweet cup.'],
  ['Milk steaming temperatures', 'drinks', 'milk', 'Sixty degrees for sweetness.'],
];

const paragraph = (lead: string, title: string) =>
  `<p>${lead}</p><p>${title} is one of the stories from the café journal. We roast on Quay Street every ` +
  'Tuesday and Friday, and everything here is tried behind our counter first.</p>' +
  '<h2>What you need</h2><ul><li>Freshly roasted beans</li><li>A burr grinder</li><li>Patience</li></ul>';

const postItems: DemoItem[] = POSTS.map(([title, category, tags, lead], index) => {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    record: {
      sourceKey: `demo:post:${slug}`,
      kind: 'post',
      status: 'published',
      slug,
      title,
      excerpt: lead,
      content: paragraph(lead, title) + (DEMO_POST_GALLERIES[title] ?? ''),
      author: index % 3 === 0 ? 'Amara Okafor' : index % 3 === 1 ? 'Tom Reilly' : 'Lena Fischer',
      language: 'en',
      categories: CATEGORY[category],
      tags,
      featuredMedia: `demo:media:gallery-${(index % GALLERY.length) + 1}`,
      publishedAt: day(index * 5 + 1),
    },
  };
});

/** Never shown to a visitor: two drafts, a private post and a password-protected one. */
const hiddenPosts: DemoItem[] = [
  ['Draft: autumn menu', 'draft', 'no'],
  ['Draft: staff rota notes', 'draft', 'no'],
  ['Private: supplier prices', 'private', 'no'],
  ['Members only: secret blend', 'published', 'yes'],
].map(([title = '', status = '', locked = ''], index) => ({
  record: {
    sourceKey: `demo:post:hidden-${index + 1}`,
    kind: 'post',
    status,
    slug: `hidden-${index + 1}`,
    title,
    excerpt: 'Not for visitors.',
    content: '<p>Not for visitors: this must never appear in a grid or a search.</p>',
    passwordProtected: locked,
    categories: CATEGORY.news,
    tags: 'seasonal',
    publishedAt: day(index + 2),
  },
}));

type ProductSeed = {
  title: string;
  group: 'beans' | 'equipment' | 'gift';
  category: string;
  tags: string;
  price: string;
  salePrice?: string;
  stock?: number;
  low?: number;
  status?: 'instock' | 'outofstock';
  parent?: string;
  type?: 'grouped';
  text: string;
};

const PRODUCTS: ProductSeed[] = [
  {
    title: 'House Espresso Blend',
    group: 'beans',
    category: 'Beans > Blends',
    tags: 'espresso|chocolate',
    price: '9.50',
    stock: 120,
    text: 'Milk chocolate and hazelnut; our everyday shot.',
  },
  {
    title: 'Quay Street Filter Blend',
    group: 'beans',
    category: 'Beans > Blends',
    tags: 'filter',
    price: '9.00',
    stock: 80,
    text: 'Caramel and red apple, for batch brew and French press.',
  },
  {
    title: 'Ethiopia Guji Natural',
    group: 'beans',
    category: 'Beans > Single origin',
    tags: 'single-origin|filter',
    price: '12.50',
    salePrice: '10.50',
    stock: 40,
    text: 'Blueberry and jasmine.',
  },
  {
    title: 'Colombia Huila Washed',
    group: 'beans',
    category: 'Beans > Single origin',
    tags: 'single-origin',
    price: '11.50',
    stock: 4,
    low: 5,
    text: 'Red fruit and panela.',
  },
  {
    title: 'Kenya Nyeri AA',
    group: 'beans',
    category: 'Beans > Single origin',
    tags: 'single-origin|filter',
    price: '13.50',
    stock: 0,
    status: 'outofstock',
    text: 'Blackcurrant and grapefruit.',
  },
  {
    title: 'Brazil Cerrado',
    group: 'beans',
    category: 'Beans > Single origin',
    tags: 'espresso',
    price: '10.00',
    stock: 60,
    text: 'Peanut, cocoa and low acidity.',
  },
  {
    title: 'Swiss Water Decaf',
    group: 'beans',
    category: 'Beans > Decaf',
    tags: 'decaf',
    price: '10.50',
    salePrice: '8.95',
    stock: 3,
    low: 5,
    text: 'Sweet and round, without the caffeine.',
  },
  {
    title: 'Guatemala Huehuetenango',
    group: 'beans',
    category: 'Beans > Single origin',
    tags: 'single-origin',
    price: '12.00',
    stock: 25,
    text: 'Toffee, orange and almond.',
  },
  {
    title: 'Hand Grinder',
    group: 'equipment',
    category: 'Equipment > Grinders',
    tags: 'grinding',
    price: '89.00',
    stock: 12,
    text: 'Steel burrs, forty steps.',
  },
  {
    title: 'Electric Burr Grinder',
    group: 'equipment',
    category: 'Equipment > Grinders',
    tags: 'grinding',
    price: '179.00',
    salePrice: '149.00',
    stock: 6,
    text: 'Consistent from espresso to French press.',
  },
  {
    title: 'V60 Dripper',
    group: 'equipment',
    category: 'Equipment > Brewers',
    tags: 'v60|filter',
    price: '22.00',
    stock: 30,
    text: 'Ceramic, size 02.',
  },
  {
    title: 'Chemex Six Cup',
    group: 'equipment',
    category: 'Equipment > Brewers',
    tags: 'chemex|filter',
    price: '45.00',
    stock: 2,
    low: 3,
    text: 'Glass and wood, for a crowd.',
  },
  {
    title: 'AeroPress Go',
    group: 'equipment',
    category: 'Equipment > Brewers',
    tags: 'aeropress',
    price: '35.00',
    stock: 18,
    text: 'Travel brewer with its own mug.',
  },
  {
    title: 'French Press',
    group: 'equipment',
    category: 'Equipment > Brewers',
    tags: 'immersion',
    price: '28.00',
    stock: 15,
    text: 'Eight cups, double wall.',
  },
  {
    title: 'Gooseneck Kettle',
    group: 'equipment',
    category: 'Equipment > Kettles',
    tags: 'filter',
    price: '55.00',
    stock: 9,
    text: 'A steady, slow pour.',
  },
  {
    title: 'Paper Filters (100)',
    group: 'equipment',
    category: 'Equipment > Accessories',
    tags: 'v60|filter',
    price: '6.00',
    stock: 200,
    text: 'White, size 02.',
  },
  {
    title: 'Café Mug',
    group: 'equipment',
    category: 'Equipment > Accessories',
    tags: 'merch',
    price: '14.00',
    stock: 40,
    text: 'Stoneware, 300 ml, our logo.',
  },
  {
    title: 'Gift Card £10',
    group: 'gift',
    category: 'Gift cards',
    tags: 'gift',
    price: '10.00',
    text: 'Spend it at the café or online.',
  },
  {
    title: 'Gift Card £25',
    group: 'gift',
    category: 'Gift cards',
    tags: 'gift',
    price: '25.00',
    text: 'Spend it at the café or online.',
  },
  {
    title: 'Gift Card £50',
    group: 'gift',
    category: 'Gift cards',
    tags: 'gift',
    price: '50.00',
    text: 'Spend it at the café or online.',
  },
  {
    title: 'Coffee Lover’s Gift Box',
    group: 'gift',
    category: 'Gift boxes',
    tags: 'gift',
    price: '0',
    type: 'grouped',
    text: 'Three tasters and a mug, boxed.',
  },
  {
    title: 'Taster: Ethiopia 100 g',
    group: 'beans',
    category: 'Gift boxes',
    tags: 'gift|single-origin',
    price: '4.50',
    stock: 30,
    parent: 'coffee-lover-s-gift-box',
    text: 'A taster bag for the gift box.',
  },
  {
    title: 'Taster: Colombia 100 g',
    group: 'beans',
    category: 'Gift boxes',
    tags: 'gift|single-origin',
    price: '4.50',
    stock: 30,
    parent: 'coffee-lover-s-gift-box',
    text: 'A taster bag for the gift box.',
  },
  {
    title: 'Taster: House Blend 100 g',
    group: 'beans',
    category: 'Gift boxes',
    tags: 'gift|espresso',
    price: '4.00',
    stock: 30,
    parent: 'coffee-lover-s-gift-box',
    text: 'A taster bag for the gift box.',
  },
  {
    title: 'Barista Workshop Ticket',
    group: 'gift',
    category: 'Gift cards',
    tags: 'workshop|gift',
    price: '40.00',
    salePrice: '32.00',
    stock: 8,
    text: 'Two hours behind our counter.',
  },
];

const SHAPE: Record<ProductSeed['group'], DemoArt['shape']> = {
  beans: 'bean',
  equipment: 'cup',
  gift: 'card',
};

const productSlug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const productItems: DemoItem[] = PRODUCTS.flatMap((product, index): DemoItem[] => {
  const slug = productSlug(product.title);
  const image = `demo:media:product-${slug}`;
  return [
    {
      record: {
        sourceKey: image,
        kind: 'media',
        status: 'published',
        slug: `product-${slug}`,
        title: product.title,
        alt: product.title,
        caption: '',
        mediaCategories: 'Shop',
        file: `product-${slug}.svg`,
        publishedAt: day(index),
      },
      art: art(product.group, product.type === 'grouped' ? 'box' : SHAPE[product.group], product.title),
    },
    {
      record: {
        sourceKey: `demo:product:${slug}`,
        kind: 'product',
        status: 'published',
        slug,
        title: product.title,
        excerpt: product.text,
        content: `<p>${product.text}</p>`,
        productCategories: product.category,
        productTags: product.tags,
        featuredMedia: image,
        gallery: [image, ...(DEMO_PRODUCT_GALLERY_EXTRAS[product.group] ?? [])].join('|'),
        productType: product.type ?? 'simple',
        parent: product.parent ? `demo:product:${product.parent}` : '',
        sku: `QS-${String(index + 1).padStart(3, '0')}`,
        price: product.price,
        salePrice: product.salePrice ?? '',
        currency: 'GBP',
        stockStatus: product.status ?? 'instock',
        stockQuantity: product.stock === undefined ? '' : String(product.stock),
        lowStockThreshold: String(product.low ?? 5),
        shortDescription: product.text,
        menuOrder: String(index),
        publishedAt: day(index * 2),
      },
    },
  ];
});

/** In import order: media before what features it, a grouped box before its children. */
export const DEMO_CATALOGUE: DemoItem[] = [...galleryItems, ...postItems, ...hiddenPosts, ...productItems];
