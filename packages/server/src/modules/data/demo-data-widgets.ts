import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { checkDataWidgetSettings } from './data-widget-records.ts';
import { createDataWidgetRepository } from './data-widget-repository.ts';

/**
 * The demo café's charts and origins table (issue 17 item 8, `/sustainability`) and its map (item 2,
 * `/visit`), found by name by the pages. Records as an owner would write them: the custom-data charts
 * carry their figures, the CSV ones name a file of the site.
 */
export const DEMO_ORIGINS_TABLE_NAME = 'Coffee origins';

/** Issue 17 item 2: the café and its suppliers, on `/visit`. */
export const DEMO_VISIT_MAP_NAME = 'The café and its suppliers';

const ORIGINS = ['Colombia', 'Ethiopia', 'Brazil', 'Rwanda', 'Guatemala', 'Peru'];

export const DEMO_DATA_WIDGETS: ReadonlyArray<{ name: string; settings: Record<string, unknown> }> = [
  {
    name: 'Green coffee by origin',
    settings: {
      kind: 'chart',
      title: 'Green coffee we bought in 2025, by origin (kg)',
      chartType: 'bar',
      labels: ORIGINS,
      datasets: [{ label: 'Kilograms', data: [1260, 905, 1190, 410, 280, 270] }],
      yAxis: { title: 'kg' },
      legend: { display: false },
    },
  },
  {
    name: 'Price above the Fairtrade minimum',
    settings: {
      kind: 'chart',
      title: 'What we paid above the Fairtrade minimum in 2025 (%)',
      chartType: 'bar_horizontal',
      labels: ORIGINS,
      datasets: [{ label: 'Per cent above the minimum', data: [42, 55, 28, 61, 38, 35] }],
      xAxis: { title: '% above the Fairtrade minimum' },
      legend: { display: false },
    },
  },
  {
    name: 'Coffee by year',
    settings: {
      kind: 'chart',
      title: 'Coffee bought per year from our four main origins (kg)',
      chartType: 'line',
      dataSource: 'csv',
      csvUrl: '/site/data/coffee-by-year.csv',
      yAxis: { title: 'kg' },
      legend: { position: 'bottom' },
    },
  },
  {
    name: 'Cup profiles',
    settings: {
      kind: 'chart',
      title: 'How our three house coffees taste (scores out of 10)',
      chartType: 'radar',
      dataSource: 'csv',
      csvUrl: '/site/data/cup-profile.csv',
      separator: ';',
      legend: { position: 'bottom' },
    },
  },
  {
    name: 'House blend',
    settings: {
      kind: 'chart',
      title: 'What is in the house blend (%)',
      chartType: 'pie',
      labels: ['Colombia', 'Brazil', 'Ethiopia'],
      datasets: [{ label: 'Share of the blend', data: [50, 30, 20] }],
      legend: { position: 'right' },
    },
  },
  {
    name: 'Certification',
    settings: {
      kind: 'chart',
      title: 'Farms we buy from, by certification',
      chartType: 'doughnut',
      labels: ['Fairtrade', 'Organic', 'Rainforest Alliance', 'Direct trade only'],
      datasets: [{ label: 'Farms', data: [9, 6, 4, 5] }],
      legend: { position: 'right' },
    },
  },
  {
    name: 'Delivery miles',
    settings: {
      kind: 'chart',
      title: 'Road miles from the port to our roaster, by shipment route',
      chartType: 'polarArea',
      labels: ['Southampton', 'London Gateway', 'Felixstowe', 'Bristol'],
      datasets: [{ label: 'Miles', data: [21, 96, 140, 105] }],
      legend: { position: 'right' },
    },
  },
  {
    name: DEMO_ORIGINS_TABLE_NAME,
    settings: {
      kind: 'data-table',
      title: 'The farms and cooperatives we buy from',
      csvUrl: '/site/data/coffee-origins.csv',
    },
  },
  {
    name: DEMO_VISIT_MAP_NAME,
    settings: {
      kind: 'map',
      title: 'The café and the suppliers near it',
      zoom: 14,
      clusterMarkers: true,
      height: 420,
      // Four of them a few streets apart in Old Portsmouth: one cluster until the map is zoomed in.
      locations: [
        {
          title: 'Harbour & Hearth Café',
          latitude: '50.7912',
          longitude: '-1.1040',
          address: '12 Quay Street, Old Portsmouth, Hampshire',
          description: 'Our café: breakfast, lunch and cakes by the Camber, open every day.',
          markerAnimation: 'drop',
          infoWindow: 'click',
        },
        {
          title: 'Camber Fish Quay',
          latitude: '50.7929',
          longitude: '-1.1049',
          address: 'The Camber, Old Portsmouth',
          description: 'Fish landed each morning by the day boats: our Friday fish pie.',
        },
        {
          title: 'Old Town Roastery',
          latitude: '50.7919',
          longitude: '-1.1021',
          address: '3 Lombard Street, Old Portsmouth',
          // A `<` in the owner's text: shown as text in the list and the info window, never as markup.
          description: 'Roasts our green coffee two streets away: in your cup < 48 hours after roasting.',
        },
        {
          title: 'Spice Island Bakery',
          latitude: '50.7903',
          longitude: '-1.1059',
          address: '1 Bath Square, Old Portsmouth',
          description: 'Sourdough and morning buns, delivered at half past six.',
        },
        {
          title: 'Southsea Greengrocer',
          latitude: '50.7835',
          longitude: '-1.0905',
          address: '48 Clarence Parade, Southsea',
          description: 'Vegetables and fruit from Hampshire farms.',
        },
        {
          title: 'Gosport Honey',
          latitude: '50.7935',
          longitude: '-1.1235',
          address: 'Haslar Road, Gosport (across the harbour by ferry)',
          description: 'Honey from hives along the harbour shore.',
        },
        {
          // No coordinates: listed, but no marker (spec 001 §9).
          title: 'Downs Dairy',
          latitude: '',
          longitude: '',
          address: 'Delivers from the South Downs; no shop to visit',
          description: 'Milk and cream, delivered every morning.',
        },
      ],
    },
  },
];

/** The demo's chart names, in the page's order (every chart type once). */
export const DEMO_CHART_NAMES = DEMO_DATA_WIDGETS.filter((seed) => seed.settings.kind === 'chart').map(
  (seed) => seed.name,
);

/**
 * Writes the demo's chart and table records that are missing (by name), in order; records already
 * there (an owner's edits) are left as they are. Each is checked as the server reads it.
 */
export async function seedDemoDataWidgets(db: Kysely<DatabaseSchema>): Promise<void> {
  const repository = createDataWidgetRepository(db);
  const names = new Set((await repository.list()).map((record) => record.name));
  for (const seed of DEMO_DATA_WIDGETS) {
    if (names.has(seed.name)) continue;
    const checked = checkDataWidgetSettings(seed.settings);
    if (!checked.ok) throw new Error(`demo data widget ${seed.name}: ${checked.message}`);
    await repository.insert(seed.name, seed.settings);
  }
}
