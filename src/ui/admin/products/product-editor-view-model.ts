import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AdminProductsService, type WriteOutcome } from '../../../application/admin/admin-products-service';
import { formValuesOf, NEW_PRODUCT_VALUES, type ProductFormValues } from '../../../domain/admin/product-form';
import type { Category } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';

export type EditorMode = { readonly kind: 'closed' } | { readonly kind: 'add' } | { readonly kind: 'edit'; readonly product: Product };

/**
 * The Add / Edit Product dialog and the Confirm Delete dialog: which is open, for which product,
 * and the writes they make. After an add the dialog stays open on a fresh form for the next
 * product; after an edit it closes.
 */
@injectable()
export class ProductEditorViewModel {
  mode: EditorMode = { kind: 'closed' };
  /** The product the Confirm Delete dialog asks about. */
  deleting: Product | undefined = undefined;
  deleteBusy = false;

  constructor(@inject(AdminProductsService) private readonly service: AdminProductsService) {
    makeAutoObservable<this, 'service'>(this, { service: false }, { autoBind: true, deep: false });
  }

  openAdd(): void {
    this.mode = { kind: 'add' };
  }

  openEdit(product: Product): void {
    this.mode = { kind: 'edit', product };
  }

  close(): void {
    this.mode = { kind: 'closed' };
  }

  /** The form's starting values: the spec's defaults with a fresh SKU, or the product's own. */
  initialValues(): ProductFormValues {
    if (this.mode.kind === 'edit') return formValuesOf(this.mode.product);
    return { ...NEW_PRODUCT_VALUES, sku: this.service.newSku(NEW_PRODUCT_VALUES.category) };
  }

  /** A new product's SKU follows its category; an edited product keeps its own. */
  skuFor(category: Category, current: string): string {
    return this.mode.kind === 'add' ? this.service.newSku(category) : current;
  }

  /** The spec's required fields, checked before the field rules; false (and a toast) when one is missing. */
  checkRequired(values: ProductFormValues): boolean {
    return this.service.checkRequired(values);
  }

  async submit(values: ProductFormValues): Promise<WriteOutcome> {
    const mode = this.mode;
    if (mode.kind === 'closed') return { kind: 'failed' };
    const outcome = mode.kind === 'add' ? await this.service.add(values) : await this.service.update(mode.product, values);
    if (outcome.kind === 'saved' && mode.kind === 'edit' && this.mode === mode) this.close();
    return outcome;
  }

  askDelete(product: Product): void {
    this.deleting = product;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = undefined;
  }

  async confirmDelete(): Promise<WriteOutcome> {
    const product = this.deleting;
    if (!product || this.deleteBusy) return { kind: 'failed' };
    this.deleteBusy = true;
    const outcome = await this.service.remove(product);
    this.finishDelete();
    return outcome;
  }

  private finishDelete(): void {
    this.deleteBusy = false;
    this.deleting = undefined;
  }
}
