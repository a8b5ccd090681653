import { inject, injectable } from 'inversify';
import { AdminProductsService, type ProductDeleteOutcome, type ProductSaveOutcome } from '../../../application/admin/admin-products-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { formValuesOf, NEW_PRODUCT_VALUES, type ProductFormValues } from '../../../domain/admin/product-form';
import type { Category } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';
import { makeViewModel } from '../../lib/view-model';
import { ACTIVITY_NOT_LOGGED, changeRefused, PRODUCT_ADDED, PRODUCT_DELETED, PRODUCT_NOT_SAVED, PRODUCT_UPDATED, REQUIRED_FIELDS_MISSING } from '../parts/admin-notices';

export type EditorMode = { readonly kind: 'closed' } | { readonly kind: 'add' } | { readonly kind: 'edit'; readonly product: Product };

/**
 * The Add / Edit Product dialog and the Confirm Delete dialog: which is open, for which product,
 * the writes they make and the toasts that say how each went. After an add the dialog stays open on
 * a fresh form for the next product; after an edit it closes.
 */
@injectable()
export class ProductEditorViewModel {
  mode: EditorMode = { kind: 'closed' };
  /** The product the Confirm Delete dialog asks about. */
  deleting: Product | undefined = undefined;
  deleteBusy = false;

  constructor(
    @inject(AdminProductsService) private readonly service: AdminProductsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
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

  /**
   * Adds or updates, and says how it went: the spec's toasts for a saved product and a missing
   * required field; a field's rule is said at the field (the form shows `errors`). Undefined when
   * no dialog is open.
   */
  async submit(values: ProductFormValues): Promise<ProductSaveOutcome | undefined> {
    const mode = this.mode;
    if (mode.kind === 'closed') return undefined;
    const outcome = mode.kind === 'add' ? await this.service.add(values) : await this.service.update(mode.product, values);
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(mode.kind === 'add' ? PRODUCT_ADDED : PRODUCT_UPDATED);
        if (outcome.activityNotLogged) this.notifier.info(ACTIVITY_NOT_LOGGED);
        if (mode.kind === 'edit' && this.mode === mode) this.close();
        break;
      case 'incomplete':
        this.notifier.error(REQUIRED_FIELDS_MISSING);
        break;
      case 'not-saved':
      case 'admin-only':
        this.notifier.error(changeRefused(outcome, PRODUCT_NOT_SAVED));
        break;
      case 'invalid':
        break;
    }
    return outcome;
  }

  askDelete(product: Product): void {
    this.deleting = product;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = undefined;
  }

  /** Deletes the product the dialog asks about and says so; undefined when there is none (or one is on its way). */
  async confirmDelete(): Promise<ProductDeleteOutcome | undefined> {
    const product = this.deleting;
    if (!product || this.deleteBusy) return undefined;
    this.deleteBusy = true;
    const outcome = await this.service.remove(product);
    if (outcome.kind === 'ok') {
      this.notifier.success(PRODUCT_DELETED);
      if (outcome.activityNotLogged) this.notifier.info(ACTIVITY_NOT_LOGGED);
    } else this.notifier.error(changeRefused(outcome, PRODUCT_NOT_SAVED));
    this.finishDelete();
    return outcome;
  }

  private finishDelete(): void {
    this.deleteBusy = false;
    this.deleting = undefined;
  }
}
