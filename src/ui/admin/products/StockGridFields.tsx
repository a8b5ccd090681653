import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import type { FormikErrors } from 'formik';
import type { ProductFormValues } from '../../../domain/admin/product-form';
import { cellSku, gridTotal, MAX_COLOURS, withColourAdded, withColourRemoved, withScale, type ColourRow, type StockGridValues } from '../../../domain/admin/stock-grid-form';
import { isSizeScale, sizesOf, SIZE_SCALES, type SizeScale } from '../../../domain/catalogue/size-scale';
import type { ProductVariants } from '../../../domain/catalogue/variants';
import './stock-grid.css';

const SCALE_NAMES: Record<SizeScale, string> = { clothing: 'S to XXL', 'one-size': 'One Size' };

export interface StockGridFieldsProps {
  values: ProductFormValues;
  /** The product being edited: a variant it already has keeps its SKU. */
  existing?: ProductVariants;
  errors: FormikErrors<ProductFormValues>;
  /** Whether errors are shown yet (after the first submit). */
  showErrors: boolean;
  /** Writes the grid's fields; `stock` follows the cells whenever they sum. */
  onChange: (next: Partial<ProductFormValues>) => void;
}

const colourLabel = (colour: ColourRow, index: number) => colour.name.trim() || `Colour ${index + 1}`;

/**
 * The sizes, the colours and a stock cell for each variant (a row a size, a column a colour), each
 * cell with the SKU it is saved under. The product's total stock is the sum of the cells.
 */
export function StockGridFields({ values, existing, errors, showErrors, onChange }: StockGridFieldsProps) {
  const change = (grid: StockGridValues) => {
    const total = gridTotal(grid);
    onChange({ sizeScale: grid.sizeScale, colours: grid.colours, cells: grid.cells, ...(total === undefined ? {} : { stock: String(total) }) });
  };
  const setColour = (index: number, field: keyof ColourRow, text: string) =>
    change({ ...values, colours: values.colours.map((colour, at) => (at === index ? { ...colour, [field]: text } : colour)) });
  const setCell = (row: number, column: number, text: string) =>
    change({ ...values, cells: values.cells.map((cells, at) => (at === row ? cells.map((cell, col) => (col === column ? text : cell)) : cells)) });

  const coloursError = showErrors && typeof errors.colours === 'string' ? errors.colours : undefined;
  const cellErrors = showErrors && Array.isArray(errors.cells) ? (errors.cells as (string[] | undefined)[]) : [];
  const columns: (ColourRow | undefined)[] = values.colours.length === 0 ? [undefined] : values.colours;
  const sizes = sizesOf(values.sizeScale);

  return (
    <fieldset className="stock-grid admin-form__wide" aria-describedby={coloursError ? 'product-colours-error' : undefined}>
      <legend>
        <Text size="2" weight="medium">
          Sizes, colours and stock
        </Text>
      </legend>
      <div className="admin-field stock-grid__scale">
        <Text as="label" htmlFor="product-sizeScale" size="2" weight="medium">
          Sizes
        </Text>
        <Select.Root name="sizeScale" value={values.sizeScale} onValueChange={(scale) => isSizeScale(scale) && change(withScale(values, scale))}>
          <Select.Trigger id="product-sizeScale" />
          <Select.Content position="popper">
            {SIZE_SCALES.map((scale) => (
              <Select.Item key={scale} value={scale}>
                {SCALE_NAMES[scale]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>

      {values.colours.length > 0 && (
        <div className="stock-grid__colour stock-grid__colour-head" aria-hidden>
          <span>Colour name</span>
          <span>Swatch</span>
          <span>Image URL (optional)</span>
        </div>
      )}
      {values.colours.length > 0 && (
        <ol className="stock-grid__colours" aria-label="Colours">
          {values.colours.map((colour, index) => (
            <li key={index} className="stock-grid__colour">
              <TextField.Root aria-label={`Colour ${index + 1} name`} placeholder="Name, e.g. Navy" value={colour.name} onChange={(event) => setColour(index, 'name', event.target.value)} />
              <input
                type="color"
                className="stock-grid__swatch"
                aria-label={`Colour ${index + 1} swatch`}
                value={/^#[0-9a-f]{6}$/i.test(colour.swatch) ? colour.swatch : '#000000'}
                onChange={(event) => setColour(index, 'swatch', event.target.value)}
              />
              <TextField.Root
                aria-label={`Colour ${index + 1} image URL`}
                type="url"
                inputMode="url"
                placeholder="The product's image"
                value={colour.image}
                onChange={(event) => setColour(index, 'image', event.target.value)}
              />
              <Button type="button" variant="soft" color="gray" className="stock-grid__remove" onClick={() => change(withColourRemoved(values, index))}>
                Remove <span className="visually-hidden">{colourLabel(colour, index)}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Flex align="center" gap="3" wrap="wrap">
        <Button type="button" variant="outline" disabled={values.colours.length >= MAX_COLOURS} onClick={() => change(withColourAdded(values))}>
          Add colour
        </Button>
        <Text size="1" color="gray">
          {values.colours.length === 0 ? 'One colour, shown by the product’s image. Add two or more to offer a choice.' : `Up to ${MAX_COLOURS} colours.`}
        </Text>
      </Flex>
      {coloursError && (
        <Text as="p" id="product-colours-error" size="1" color="red" role="alert">
          {coloursError}
        </Text>
      )}

      <div className="stock-grid__scroll" role="region" aria-label="Stock by size" tabIndex={0}>
        <table className="stock-grid__table">
          <thead>
            <tr>
              <th scope="col">Size</th>
              {columns.map((colour, index) => (
                <th scope="col" key={index}>
                  {colour ? colourLabel(colour, index) : 'Stock'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sizes.map((size, row) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {columns.map((colour, column) => {
                  const id = `product-cell-${row}-${column}`;
                  const error = cellErrors[row]?.[column];
                  const name = colour ? `${size}, ${colourLabel(colour, column)}` : size;
                  return (
                    <td key={column}>
                      <TextField.Root
                        id={id}
                        className="stock-grid__cell"
                        aria-label={`Stock of ${name}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={[`${id}-sku`, error && `${id}-error`].filter(Boolean).join(' ')}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                        value={values.cells[row]?.[column] ?? ''}
                        onChange={(event) => setCell(row, column, event.target.value)}
                      />
                      <Text as="p" id={`${id}-sku`} size="1" color="gray" className="stock-grid__sku">
                        {cellSku(values.sku, size, colour?.name, existing)}
                      </Text>
                      {error && (
                        <Text as="p" id={`${id}-error`} size="1" color="red" role="alert">
                          {error}
                        </Text>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
