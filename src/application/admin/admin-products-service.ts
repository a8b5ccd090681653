import { inject, injectable } from 'inversify';
import type { AdminActivity, ActivityAction } from '../../domain/admin/activity';
import { clampPage, pageCount } from '../../domain/admin/pagination';
import { missingRequiredFields, productDraftFrom, type ProductFormValues } from '../../domain/admin/product-form';
import { ADMIN_PAGE_SIZE } from '../../domain/admin/product-table';
import type { Category } from '../../domain/catalogue/category';
import { newProductSku, type Product } from '../../domain/catalogue/product';
import { numberedPage } from '../../domain/paging';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { PRODUCT_REPOSITORY, StorageWriteError, type ProductRepository } from '../ports/product-repository';
import { PRODUCT_ADDED, PRODUCT_DELETED, PRODUCT_UPDATED, REQUIRED_FIELDS_MISSING, SAVE_FAILED_TITLE } from './admin-notices';

/** One page of the admin's product table. */
export interface ProductTablePage {
  readonly products: Product[];
  /** How many products match the search, over all pages. */
  readonly total: number;
  /** The page shown, from 1: the one asked for, or the last one when that is past the end. */
  readonly page: number;
  readonly pageCount: number;
}

export type WriteOutcome =
  | { readonly kind: 'saved'; readonly product: Product }
  /** A required field is missing: said in a toast, nothing saved. */
  | { readonly kind: 'incomplete' }
  /** The store refused the write: said in a toast, nothing changed. */
  | { readonly kind: 'failed' };

/**
 * The admin's work on the catalogue: the table a page at a time, and adding, updating and deleting
 * products, each said in a toast and recorded in the activity log.
 */
@injectable()
export class AdminProductsService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Page `page` (from 1) of the products matching `search`, asked of the store alone. A page past
   * the end (the last product of the last page was just deleted) answers the last page instead.
   */
  async table(search: string, page: number): Promise<ProductTablePage> {
    const asked = clampPage(page, Number.POSITIVE_INFINITY);
    const answer = await this.products.productTable({ search, page: numberedPage(asked, ADMIN_PAGE_SIZE) });
    const pages = pageCount(answer.total, ADMIN_PAGE_SIZE);
    if (answer.items.length === 0 && asked > 1 && pages > 0) {
      const last = await this.products.productTable({ search, page: numberedPage(pages, ADMIN_PAGE_SIZE) });
      return { products: last.items, total: last.total, page: clampPage(pages, pageCount(last.total, ADMIN_PAGE_SIZE)), pageCount: pageCount(last.total, ADMIN_PAGE_SIZE) };
    }
    return { products: answer.items, total: answer.total, page: answer.total === 0 ? 1 : asked, pageCount: pages };
  }

  /** A new product's SKU for `category`, from the time now (spec: the last 6 digits of the ms). */
  newSku(category: Category): string {
    return newProductSku(category, this.clock.now());
  }

  /** True when every required field is filled; otherwise says so (spec's toast) and answers false. */
  checkRequired(values: ProductFormValues): boolean {
    if (missingRequiredFields(values).length === 0) return true;
    this.notifier.error(REQUIRED_FIELDS_MISSING);
    return false;
  }

  /** Adds the product the form describes (values that passed the form's field rules). */
  async add(values: ProductFormValues): Promise<WriteOutcome> {
    if (!this.checkRequired(values)) return { kind: 'incomplete' };
    const draft = productDraftFrom({ ...values, sku: values.sku || this.newSku(values.category) });
    return this.write(() => this.products.add(draft), 'added', PRODUCT_ADDED);
  }

  /** Replaces `product` with what the form describes, keeping its id and SKU. */
  async update(product: Product, values: ProductFormValues): Promise<WriteOutcome> {
    if (!this.checkRequired(values)) return { kind: 'incomplete' };
    const updated: Product = { ...productDraftFrom({ ...values, sku: product.sku }), id: product.id };
    return this.write(async () => {
      await this.products.save(updated);
      return updated;
    }, 'updated', PRODUCT_UPDATED);
  }

  async remove(product: Product): Promise<WriteOutcome> {
    return this.write(async () => {
      await this.products.remove(product.id);
      return product;
    }, 'deleted', PRODUCT_DELETED);
  }

  private async write(change: () => Promise<Product>, action: ActivityAction, done: { title: string; description?: string }): Promise<WriteOutcome> {
    let product: Product;
    try {
      product = await change();
    } catch (error) {
      this.logger.error(`A product could not be ${action}.`, error);
      const description = error instanceof StorageWriteError ? error.message : 'The change could not be saved. Please try again.';
      this.notifier.error({ title: SAVE_FAILED_TITLE, description });
      return { kind: 'failed' };
    }
    this.notifier.success(done);
    await this.record({ action, productId: product.id, productTitle: product.title, at: this.clock.now() });
    return { kind: 'saved', product };
  }

  /** The change is made: a log that cannot be written is reported, not a failed change. */
  private async record(entry: AdminActivity): Promise<void> {
    try {
      await this.activity.record(entry);
    } catch (error) {
      this.logger.warn('The admin activity could not be recorded.', error);
    }
  }
}
