import { Button, Flex, Select, TextArea, TextField } from '@radix-ui/themes';
import { useFormik, type FormikErrors } from 'formik';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import type { ProductSaveOutcome } from '../../../application/admin/admin-products-service';
import { DEFAULT_STOCK, derivedDiscount, MAX_RATING, productFormSchema, type ProductFormValues } from '../../../domain/admin/product-form';
import { stockTyped, withScale, withTotal } from '../../../domain/admin/stock-grid-form';
import { MAX_FIT_NOTE_LENGTH } from '../../../domain/catalogue/fit-note';
import { AUDIENCES, BRANDS, CATEGORIES, CATEGORY_NAMES, isCategory, type Audience, type Brand } from '../../../domain/catalogue/category';
import { defaultSizeScale } from '../../../domain/catalogue/size-scale';
import type { ProductVariants } from '../../../domain/catalogue/variants';
import { FORM_ERROR, toFormikValidate } from '../../forms/formik-zod';
import { describedBy, FormField } from '../parts/FormField';
import { ImagePreview } from './ImagePreview';
import { StockGridFields } from './StockGridFields';

const validate = toFormikValidate(productFormSchema);

const AUDIENCE_NAMES: Record<Audience, string> = { men: 'Men', women: 'Women', kids: 'Kids', unisex: 'Unisex' };

export interface ProductFormProps {
  mode: 'add' | 'edit';
  initialValues: ProductFormValues;
  /** The product being edited (its variants keep their SKUs). */
  existing?: ProductVariants;
  /** The values of a fresh form, after an add. */
  freshValues: () => ProductFormValues;
  skuFor: (category: ProductFormValues['category'], current: string) => string;
  /** Hands the values to the use case, which reads the same schema; the outcome comes back. */
  onSubmit: (values: ProductFormValues) => Promise<ProductSaveOutcome | undefined>;
  onCancel: () => void;
}

/** The fields with one message each (the grid's have one a colour list and a cell). */
type TextFieldName = Exclude<keyof ProductFormValues, 'colours' | 'cells' | 'sizeScale'>;

/** Kept as typed (formik's own handler would turn a number input's text into a number). */
type NumberField = 'price' | 'originalPrice' | 'rating' | 'ratingCount' | 'stock';

/**
 * The Add / Edit Product form, validated by the domain's one schema (`productFormSchema`), which the
 * use case reads too. Submitting checks the spec's required fields first (a check of the whole
 * form: the use case refuses it and the view model says so in a toast, nothing saved), then the
 * field rules (a message at each field). After an add the form starts afresh; after an edit, or a
 * failed write, it keeps what was typed.
 */
export function ProductForm({ mode, initialValues, existing, freshValues, skuFor, onSubmit, onCancel }: ProductFormProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  const formik = useFormik<ProductFormValues>({
    initialValues,
    validate,
    onSubmit: async (values, { resetForm, setErrors }) => {
      const outcome = await onSubmit(values);
      if (outcome?.kind === 'ok' && mode === 'add') {
        resetForm({ values: freshValues() });
        titleRef.current?.focus();
      }
      if (outcome?.kind === 'invalid') setErrors(outcome.errors);
    },
  });
  const { values, setFieldValue, setValues } = formik;

  const errorOf = (field: TextFieldName): string | undefined => {
    const shown = formik.touched[field] || formik.submitCount > 0;
    return shown ? (formik.errors as FormikErrors<Pick<ProductFormValues, TextFieldName>>)[field] : undefined;
  };
  const control = (field: TextFieldName, hint?: string) => {
    const error = errorOf(field);
    return { id: `product-${field}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(`product-${field}`, { hint, error }) };
  };

  const changePrice = (field: 'price' | 'originalPrice') => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const next = { ...values, [field]: text };
    void setFieldValue(field, text);
    void setFieldValue('discountPercentage', derivedDiscount(next.price, next.originalPrice));
  };

  // A total typed is spread over the grid; emptied, the grid holds the spec's default.
  const changeTotal = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const total = text.trim() === '' ? DEFAULT_STOCK : stockTyped(text);
    void setValues({ ...values, ...(total === undefined ? {} : withTotal(values, total)), stock: text });
  };

  const numberInput = (field: NumberField, props: { step?: string; max?: number; hint?: string } = {}) => (
    <TextField.Root
      {...control(field, props.hint)}
      name={field}
      type="number"
      inputMode="decimal"
      min={0}
      step={props.step ?? 'any'}
      max={props.max}
      value={values[field]}
      onChange={field === 'price' || field === 'originalPrice' ? changePrice(field) : field === 'stock' ? changeTotal : (event) => void setFieldValue(field, event.target.value)}
      onBlur={formik.handleBlur}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formik.isSubmitting) return;
    // A missing required field comes before the field rules, and is not said at the fields: the
    // values go straight to the use case, which refuses them (the spec's toast) and saves nothing.
    if ((validate(values) as Record<string, unknown>)[FORM_ERROR] !== undefined) void onSubmit(values);
    else formik.handleSubmit();
  };

  const imageHint = 'Recommended size: 500x500px';
  const discountHint = 'Worked out from the two prices';
  const stockHint = 'Spread over the sizes below; left empty: 10';
  const fitNoteHint = `Shown under the sizes on the product page; at most ${MAX_FIT_NOTE_LENGTH} characters`;
  const skuHint = mode === 'add' ? 'Generated for a new product' : 'Kept when the product is edited';

  return (
    <form noValidate onSubmit={submit} className="admin-form" aria-label={mode === 'add' ? 'Add Product' : 'Edit Product'}>
      <div className="admin-form__grid">
        <div className="admin-form__wide">
          <FormField id="product-title" label="Title" required error={errorOf('title')}>
            <TextField.Root ref={titleRef} {...control('title')} name="title" value={values.title} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
        </div>
        <div className="admin-form__wide">
          <FormField id="product-description" label="Description (optional)" error={errorOf('description')}>
            <TextArea {...control('description')} name="description" rows={3} value={values.description} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
        </div>
        <FormField id="product-price" label="Price (₹)" required error={errorOf('price')}>
          {numberInput('price')}
        </FormField>
        <FormField id="product-originalPrice" label="Original Price (₹)" required error={errorOf('originalPrice')}>
          {numberInput('originalPrice')}
        </FormField>
        <FormField id="product-discountPercentage" label="Discount (%)" hint={discountHint}>
          <TextField.Root {...control('discountPercentage', discountHint)} name="discountPercentage" readOnly value={values.discountPercentage} />
        </FormField>
        <FormField id="product-sku" label="SKU" hint={skuHint}>
          <TextField.Root {...control('sku', skuHint)} name="sku" readOnly value={values.sku} />
        </FormField>
        <div className="admin-form__wide admin-form__image">
          <FormField id="product-image" label="Image URL" required hint={imageHint} error={errorOf('image')}>
            <TextField.Root {...control('image', imageHint)} name="image" type="url" inputMode="url" placeholder="https://… or /images/…" value={values.image} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
          <ImagePreview url={values.image} />
        </div>
        <FormField id="product-rating" label="Rating (0–5)" error={errorOf('rating')}>
          {numberInput('rating', { step: '0.1', max: MAX_RATING })}
        </FormField>
        <FormField id="product-ratingCount" label="Rating Count" error={errorOf('ratingCount')}>
          {numberInput('ratingCount', { step: '1' })}
        </FormField>
        <FormField id="product-category" label="Category" required error={errorOf('category')}>
          <Select.Root
            name="category"
            value={values.category}
            onValueChange={(category) => {
              if (!isCategory(category)) return;
              // A new product's sizes follow its category (One Size for accessories); an edit keeps its own.
              const grid = mode === 'add' ? withScale(values, defaultSizeScale(category)) : values;
              void setValues({ ...values, ...grid, category, sku: skuFor(category, values.sku) });
            }}
          >
            <Select.Trigger id="product-category" />
            <Select.Content position="popper">
              {CATEGORIES.map((category) => (
                <Select.Item key={category} value={category}>
                  {CATEGORY_NAMES[category]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        <FormField id="product-stock" label="Stock" hint={stockHint} error={errorOf('stock')}>
          {numberInput('stock', { step: '1', hint: stockHint })}
        </FormField>
        <FormField id="product-brand" label="Brand" error={errorOf('brand')}>
          <Select.Root name="brand" value={values.brand} onValueChange={(brand) => void setFieldValue('brand', brand as Brand)}>
            <Select.Trigger id="product-brand" />
            <Select.Content position="popper">
              {BRANDS.map((brand) => (
                <Select.Item key={brand} value={brand}>
                  {brand}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        <FormField id="product-audience" label="Made for" error={errorOf('audience')}>
          <Select.Root name="audience" value={values.audience} onValueChange={(audience) => void setFieldValue('audience', audience as Audience)}>
            <Select.Trigger id="product-audience" />
            <Select.Content position="popper">
              {AUDIENCES.map((audience) => (
                <Select.Item key={audience} value={audience}>
                  {AUDIENCE_NAMES[audience]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </FormField>
        <StockGridFields values={values} existing={existing} errors={formik.errors} showErrors={formik.submitCount > 0} onChange={(next) => void setValues({ ...values, ...next })} />
        <div className="admin-form__wide">
          <FormField id="product-fitNote" label="Fit note (optional)" hint={fitNoteHint} error={errorOf('fitNote')}>
            <TextField.Root {...control('fitNote', fitNoteHint)} name="fitNote" placeholder="Regular fit. The model is 180 cm and wears M." value={values.fitNote} onChange={formik.handleChange} onBlur={formik.handleBlur} />
          </FormField>
        </div>
      </div>
      <Flex justify="end" gap="3" mt="4">
        <Button type="button" variant="soft" color="gray" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formik.isSubmitting}>
          {mode === 'add' ? 'Add Product' : 'Update Product'}
        </Button>
      </Flex>
    </form>
  );
}
