import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain/catalogue/category';
import { SIZES } from '../../src/domain/catalogue/size';
import { HOW_TO_MEASURE, inUnit, sizeChartOf, sizeGuideSections } from '../../src/domain/catalogue/size-guide';

describe('the size guide', () => {
  it('has a chart for every category sold in sizes, and none for accessories (One Size)', () => {
    for (const category of CATEGORIES) {
      if (category === 'accessories') expect(sizeChartOf(category)).toBeUndefined();
      else expect(sizeChartOf(category)?.rows.length).toBeGreaterThan(1);
    }
  });

  it('gives each size a positive measurement, none smaller than the size below, each explained', () => {
    for (const category of CATEGORIES) {
      for (const row of sizeChartOf(category)?.rows ?? []) {
        const values = SIZES.map((size) => row.cm[size]);
        expect(values.every((value) => Number.isFinite(value) && value > 0)).toBe(true);
        expect(values).toEqual([...values].sort((a, b) => a - b));
        expect(HOW_TO_MEASURE[row.measurement]).toMatch(/\.$/);
      }
    }
  });

  it('lists each chart once for the guide’s page, with the categories cut to it, in the categories’ order', () => {
    const sections = sizeGuideSections();
    expect(sections.map(({ chart, categories }) => [chart.name, categories])).toEqual([
      ['Tops', ['tshirts', 'shirts']],
      ['Dresses', ['dresses']],
      ['Jeans', ['jeans']],
      ['Hoodies', ['hoodies']],
      ['Kids', ['kids']],
      ['Outerwear', ['outerwear']],
      ['Activewear', ['activewear']],
    ]);
    for (const { chart, categories } of sections) for (const category of categories) expect(sizeChartOf(category)).toBe(chart);
  });

  it('says a measurement in whole centimetres or in inches to the nearest half inch', () => {
    expect(inUnit(96, 'cm')).toBe('96');
    expect(inUnit(96, 'in')).toBe('38');
    expect(inUnit(101, 'in')).toBe('40');
    expect(inUnit(81, 'in')).toBe('32');
    expect(inUnit(73, 'in')).toBe('28.5');
  });
});
