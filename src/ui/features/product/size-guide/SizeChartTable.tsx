import { SegmentedControl, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { HOW_TO_MEASURE, inUnit, UNITS, type SizeChart, type Unit } from '../../../../domain/catalogue/size-guide';
import { SIZES } from '../../../../domain/catalogue/size';

const UNIT_NAMES: Record<Unit, string> = { cm: 'Centimetres', in: 'Inches' };

/** A category's chart: its fit note, the measurements of each size in cm or inches, and how to take them. */
export function SizeChartTable({ chart }: { chart: SizeChart }) {
  const [unit, setUnit] = useState<Unit>('cm');
  return (
    <div className="size-guide">
      <Text as="p" size="2">
        {chart.fit}
      </Text>
      <SegmentedControl.Root value={unit} onValueChange={(value) => setUnit(value as Unit)} aria-label="Unit" size="1">
        {UNITS.map((choice) => (
          <SegmentedControl.Item key={choice} value={choice}>
            {UNIT_NAMES[choice]}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl.Root>
      <div className="size-guide__scroll" role="region" aria-label={`${chart.name} sizes`} tabIndex={0}>
        <table className="size-guide__table">
          <caption className="visually-hidden">
            {chart.name}: body measurements in {unit === 'cm' ? 'centimetres' : 'inches'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {chart.rows.map(({ measurement }) => (
                <th scope="col" key={measurement}>
                  {measurement} ({unit})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {chart.rows.map(({ measurement, cm }) => (
                  <td key={measurement}>{inUnit(cm[size], unit)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text as="p" size="2" weight="bold">
        How to measure
      </Text>
      <dl className="size-guide__how">
        {chart.rows.map(({ measurement }) => (
          <div key={measurement}>
            <dt>{measurement}</dt>
            <dd>{HOW_TO_MEASURE[measurement]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
