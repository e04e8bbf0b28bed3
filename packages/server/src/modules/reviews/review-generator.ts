import type { NewReview } from './review-record.ts';

/*
 * Deterministic review volume for benchmarks and the seed tool: the same count and seed always give the
 * same reviews. The texts are assembled from sentence fragments, so they read plausibly and vary in
 * length (0–120 words) without storing a corpus. Fast enough for a million reviews in about a second.
 */

/** mulberry32: a small 32-bit PRNG; returns numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Language = 'en' | 'de' | 'fr';
type Mood = 'good' | 'mixed' | 'bad';

interface Sentence {
  text: string;
  words: number;
}

interface Phrasebook {
  firstNames: string[];
  lastNames: string[];
  titles: Record<Mood, string[]>;
  sentences: Record<Mood, Sentence[]>;
}

function sentences(lines: string[]): Sentence[] {
  return lines.map((text) => ({ text, words: text.split(' ').length }));
}

const PHRASEBOOKS: Record<Language, Phrasebook> = {
  en: {
    firstNames: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Emily', 'Noah', 'Grace'],
    lastNames: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Evans',
      'Walker',
      'Hughes',
      'Wright',
    ],
    titles: {
      good: ['Lovely visit', 'Great breakfast', 'Our favourite café', 'Worth the trip', 'Spot on'],
      mixed: ['Good, not great', 'Mixed feelings', 'Nice view, slow service'],
      bad: ['Disappointing', 'Not what it used to be', 'Would not return'],
    },
    sentences: {
      good: sentences([
        'The coffee was excellent and the staff were lovely.',
        'Best breakfast we have had in Portsmouth.',
        'We sat by the window and watched the ferries come and go.',
        'The cakes are homemade and it shows.',
        'Our dog was made very welcome.',
        'Portions were generous and everything arrived hot.',
        'A proper pot of tea and a warm scone, exactly what we wanted.',
        'Friendly, quick service even though it was busy.',
        'Highly recommended.',
        'We will definitely be back next time we are down.',
      ]),
      mixed: sentences([
        'The food was fine but a little overpriced.',
        'We had to wait a while for a table.',
        'Nice enough for a quick coffee.',
        'The terrace is lovely when the sun is out.',
        'Service was friendly but rather slow.',
        'It gets very busy at weekends.',
      ]),
      bad: sentences([
        'We waited forty minutes and the food arrived cold.',
        'Nobody apologised when the order was wrong.',
        'The tables were dirty and the music far too loud.',
        'Far too expensive for what you get.',
        'Very disappointing after all the good reviews.',
      ]),
    },
  },
  de: {
    firstNames: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Sophie', 'Leon', 'Hannah'],
    lastNames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Koch',
    ],
    titles: {
      good: ['Sehr empfehlenswert', 'Tolles Frühstück', 'Gemütliches Café'],
      mixed: ['Ganz okay', 'Schöne Lage, langsamer Service'],
      bad: ['Enttäuschend', 'Leider nicht zu empfehlen'],
    },
    sentences: {
      good: sentences([
        'Der Kaffee war ausgezeichnet und das Personal sehr freundlich.',
        'Wir hatten einen wunderbaren Blick auf den Hafen.',
        'Der Kuchen ist hausgemacht und schmeckt hervorragend.',
        'Unser Hund war herzlich willkommen.',
        'Sehr zu empfehlen.',
        'Wir kommen beim nächsten Besuch gerne wieder.',
      ]),
      mixed: sentences([
        'Das Essen war gut, aber etwas teuer.',
        'Wir mussten lange auf einen Tisch warten.',
        'Am Wochenende ist es sehr voll.',
      ]),
      bad: sentences([
        'Das Essen kam kalt und viel zu spät.',
        'Der Service war unfreundlich und langsam.',
        'Für diesen Preis leider eine Enttäuschung.',
      ]),
    },
  },
  fr: {
    firstNames: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Jules', 'Manon', 'Gabriel', 'Inès', 'Arthur'],
    lastNames: [
      'Martin',
      'Bernard',
      'Dubois',
      'Thomas',
      'Robert',
      'Richard',
      'Petit',
      'Durand',
      'Leroy',
      'Moreau',
    ],
    titles: {
      good: ['Très belle adresse', 'Un délicieux petit-déjeuner', 'À ne pas manquer'],
      mixed: ['Correct sans plus', 'Belle vue, service lent'],
      bad: ['Décevant', 'Nous ne reviendrons pas'],
    },
    sentences: {
      good: sentences([
        'Le café était excellent et le personnel très accueillant.',
        'La vue sur le port est magnifique.',
        'Les gâteaux sont faits maison et délicieux.',
        'Notre chien a été très bien accueilli.',
        'Je recommande vivement.',
        'Nous reviendrons avec plaisir.',
      ]),
      mixed: sentences([
        'La cuisine était bonne mais un peu chère.',
        'Il a fallu attendre longtemps pour avoir une table.',
        'Le week-end, il y a beaucoup de monde.',
      ]),
      bad: sentences([
        'Le repas est arrivé froid et très en retard.',
        'Le service était lent et peu aimable.',
        'Vraiment décevant pour ce prix.',
      ]),
    },
  },
};

const PAGES = [
  { pageId: 'quay-street', pageName: 'Harbour & Hearth, Quay Street' },
  { pageId: 'gunwharf', pageName: 'Harbour & Hearth, Gunwharf Quays' },
  { pageId: 'southsea-kiosk', pageName: 'Harbour & Hearth, Southsea Kiosk' },
];
const RATED_PLATFORMS = [
  'Google',
  'Google',
  'Google',
  'TripAdvisor',
  'TripAdvisor',
  'Yelp',
  'Submitted',
  'Submitted',
];
const TAGS = ['breakfast', 'coffee', 'cake', 'dogs', 'lunch', 'vegan', 'kids', 'brunch'];
const MAX_WORDS = 120;
const FIRST_DATE = Date.UTC(2021, 10, 1);
const DATE_SPAN = Date.UTC(2026, 10, 1) - FIRST_DATE;

/** Yields `count` reviews; the same seed always yields the same reviews. */
export function* generateReviews(count: number, seed = 1): Generator<NewReview> {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  for (let index = 0; index < count; index += 1) {
    const languageRoll = random();
    const language: Language = languageRoll < 0.8 ? 'en' : languageRoll < 0.9 ? 'de' : 'fr';
    const book = PHRASEBOOKS[language];

    // About 5% are unrated recommendations, which come from Facebook.
    const unrated = random() < 0.05;
    const rating = unrated ? null : ratingFrom(random());
    const recommendation = unrated ? (random() < 0.8 ? 'positive' : 'negative') : null;
    const mood: Mood = rating === null ? (recommendation === 'positive' ? 'good' : 'bad') : moodOf(rating);

    const text = textOf(book.sentences[mood], random);
    const page = pick(PAGES);
    const lastName = pick(book.lastNames);
    const tagCount = Math.floor(random() * 3);
    const tags: string[] = [];
    for (let t = 0; t < tagCount; t += 1) tags.push(pick(TAGS));

    // Named fields, not `...page`: a spread followed by more keys takes V8's slow path (15× slower here).
    yield {
      pageId: page.pageId,
      pageName: page.pageName,
      platform: unrated ? 'Facebook' : pick(RATED_PLATFORMS),
      reviewerName: `${pick(book.firstNames)} ${random() < 0.3 ? `${lastName[0]}.` : lastName}`,
      rating,
      recommendation,
      title: text && random() < 0.25 ? pick(book.titles[mood]) : '',
      text,
      language,
      hidden: random() < 0.03,
      avatarUrl:
        random() < 0.45
          ? `/site/avatars/avatar-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}.svg`
          : null,
      tags,
      createdAt: new Date(FIRST_DATE + Math.floor(random() * DATE_SPAN)),
    };
  }
}

/** Mostly 4–5 stars, as real review streams are: 55% 5, 25% 4, 10% 3, 5% 2, 5% 1. */
function ratingFrom(roll: number): number {
  if (roll < 0.55) return 5;
  if (roll < 0.8) return 4;
  if (roll < 0.9) return 3;
  if (roll < 0.95) return 2;
  return 1;
}

function moodOf(rating: number): Mood {
  if (rating >= 4) return 'good';
  return rating === 3 ? 'mixed' : 'bad';
}

/**
 * 8% no text; otherwise a target of 1–120 words, skewed short, in paragraphs of three sentences.
 * A sentence never follows itself, so short pools still read as prose.
 */
function textOf(pool: Sentence[], random: () => number): string {
  if (random() < 0.08) return '';
  const target = 1 + Math.floor(random() * random() * (MAX_WORDS - 1));
  let text = '';
  let words = 0;
  let sentenceCount = 0;
  let previous = -1;
  while (words < target) {
    let index = Math.floor(random() * pool.length);
    if (index === previous) index = (index + 1) % pool.length;
    const sentence = pool[index] as Sentence;
    if (words + sentence.words > MAX_WORDS) break;
    if (sentenceCount > 0) text += sentenceCount % 3 === 0 ? '\n\n' : ' ';
    text += sentence.text;
    words += sentence.words;
    sentenceCount += 1;
    previous = index;
  }
  return text;
}
