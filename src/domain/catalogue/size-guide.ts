import { CATEGORIES, type Category } from './category.ts';
import { SIZES, type Size } from './size.ts';

// The size guide: the body measurements each size of a category is cut for, in centimetres (the
// unit they are set in) and in inches. Accessories come in One Size and have none.

export const MEASUREMENTS = ['Height', 'Chest', 'Bust', 'Shoulder', 'Waist', 'Hip', 'Length', 'Sleeve', 'Inseam'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

/** How to take each measurement, as the guide says under its chart. */
export const HOW_TO_MEASURE: Record<Measurement, string> = {
  Height: 'Standing straight against a wall, without shoes.',
  Chest: 'Around the fullest part of the chest, under the arms, the tape level.',
  Bust: 'Around the fullest part of the bust, the tape level.',
  Shoulder: 'Across the back, from one shoulder point to the other.',
  Waist: 'Around the natural waistline, where the body bends to the side.',
  Hip: 'Around the fullest part of the hips, feet together.',
  Length: 'From the highest point of the shoulder down to the hem.',
  Sleeve: 'From the shoulder point down to the wrist, the arm relaxed.',
  Inseam: 'From the crotch down to the ankle, along the inside of the leg.',
};

/** One measurement of a chart: its value in cm for each size. */
export interface ChartRow {
  readonly measurement: Measurement;
  readonly cm: Readonly<Record<Size, number>>;
}

export interface SizeChart {
  /** What the chart is for, as its heading says: 'Tops', 'Jeans'. */
  readonly name: string;
  readonly rows: readonly ChartRow[];
  /** Said above the chart: how the clothes sit, and what to do between two sizes. */
  readonly fit: string;
}

const row = (measurement: Measurement, ...cm: [number, number, number, number, number]): ChartRow => ({
  measurement,
  cm: Object.fromEntries(SIZES.map((size, index) => [size, cm[index]])) as Record<Size, number>,
});

const BETWEEN_SIZES = 'Between two sizes? Take the larger one.';

const TOPS: SizeChart = {
  name: 'Tops',
  fit: `Regular fit, cut for these body measurements. ${BETWEEN_SIZES}`,
  rows: [row('Chest', 96, 101, 106, 111, 116), row('Shoulder', 42, 44, 46, 48, 50), row('Length', 69, 71, 73, 75, 77)],
};

const CHARTS: Record<Exclude<Category, 'accessories'>, SizeChart> = {
  tshirts: TOPS,
  shirts: TOPS,
  hoodies: { ...TOPS, name: 'Hoodies', fit: `Relaxed fit, with room for a layer underneath. ${BETWEEN_SIZES}` },
  outerwear: {
    name: 'Outerwear',
    fit: `Cut to be worn over a shirt or a sweater. ${BETWEEN_SIZES}`,
    rows: [row('Chest', 100, 105, 110, 115, 120), row('Shoulder', 44, 46, 48, 50, 52), row('Sleeve', 62, 63, 64, 65, 66), row('Length', 70, 72, 74, 76, 78)],
  },
  activewear: {
    name: 'Activewear',
    fit: `Close fit that moves with you. ${BETWEEN_SIZES}`,
    rows: [row('Chest', 92, 97, 102, 107, 112), row('Waist', 74, 79, 84, 89, 94), row('Hip', 94, 99, 104, 109, 114)],
  },
  jeans: {
    name: 'Jeans',
    fit: `Mid-rise, measured at the body. ${BETWEEN_SIZES}`,
    rows: [row('Waist', 76, 81, 86, 91, 97), row('Hip', 96, 101, 106, 111, 116), row('Inseam', 76, 78, 79, 80, 81)],
  },
  dresses: {
    name: 'Dresses',
    fit: `Regular fit at the bust and waist. ${BETWEEN_SIZES}`,
    rows: [row('Bust', 84, 89, 94, 99, 104), row('Waist', 68, 73, 78, 83, 88), row('Hip', 92, 97, 102, 107, 112), row('Length', 95, 96, 97, 98, 99)],
  },
  kids: {
    name: 'Kids',
    fit: `S fits about 4 to 5 years, M 6 to 7, L 8 to 9, XL 10 to 11, XXL 12 to 13. Growing fast? Take the larger size.`,
    rows: [row('Height', 110, 122, 134, 146, 158), row('Chest', 58, 62, 66, 71, 76), row('Waist', 54, 57, 60, 63, 66)],
  },
};

/** The chart of a category's sizes; none for accessories, which come in One Size. */
export function sizeChartOf(category: Category): SizeChart | undefined {
  return category === 'accessories' ? undefined : CHARTS[category];
}

/** One chart of the size guide's page, with the categories it is for (T-shirts and Shirts share Tops). */
export interface SizeGuideSection {
  readonly chart: SizeChart;
  readonly categories: readonly Category[];
}

/** Every chart once, in the order of the categories, each with the categories cut to it. */
export function sizeGuideSections(): SizeGuideSection[] {
  const sections = new Map<SizeChart, Category[]>();
  for (const category of CATEGORIES) {
    const chart = sizeChartOf(category);
    if (chart) sections.set(chart, [...(sections.get(chart) ?? []), category]);
  }
  return [...sections].map(([chart, categories]) => ({ chart, categories }));
}

export const UNITS = ['cm', 'in'] as const;
export type Unit = (typeof UNITS)[number];

/** A measurement as the guide shows it: whole centimetres, or inches to the nearest half inch. */
export function inUnit(cm: number, unit: Unit): string {
  if (unit === 'cm') return String(Math.round(cm));
  return String(Math.round((cm / 2.54) * 2) / 2);
}
