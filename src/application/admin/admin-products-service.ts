import { inject, injectable } from 'inversify';
import type { AdminActivity, ActivityAction } from '../../domain/admin/activity';
import { clampPage, pageCount } from '../../domain/admin/pagination';
import { productDraftFrom, productFormSchema, type ProductFormValues } from '../../domain/admin/product-form';
import { ADMIN_PAGE_SIZE } from '../../domain/admin/product-table';
import type { Category } from '../../domain/catalogue/category';
import { newProductSku, type Product } from '../../domain/catalogue/product';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { numberedPage } from '../../domain/paging';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../ports/admin-activity-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { StorageWriteError } from '../ports/storage-errors';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';
import { NOT_SAVED, type NotSaved } from '../outcomes';

/** One page of the admin's product table. */
export interface ProductTablePage {
  readonly products: Product[];
  /** How many products match the search, over all pages. */
  readonly total: number;
  /** The page shown, from 1: the one asked for, or the last one when that is past the end. */
  readonly page: number;
  readonly pageCount: number;
}

/** One page of the table, or the refusal of someone who is not the admin. */
export type ProductTableOutcome = ({ readonly kind: 'ok' } & ProductTablePage) | AdminOnly;

/** The store refused the write: nothing changed. `reason` is the store's own words, when it gave them. */

/** A write the store made (the product as it now is), or refused. */
/** `activityNotLogged`: the change is made, but the Recent Activity log could not take it. */
type WriteOutcome = { readonly kind: 'ok'; readonly product: Product; readonly activityNotLogged?: true } | NotSaved;

/** What adding or updating a product came to. */
export type ProductSaveOutcome =
  | WriteOutcome
  | AdminOnly
  /** A required field (spec) is missing: nothing saved. */
  | { readonly kind: 'incomplete' }
  /** A field breaks its rule (`productFormSchema`): each field's message, nothing saved. */
  | InvalidForm;

/** What deleting a product came to. */
export type ProductDeleteOutcome = WriteOutcome | AdminOnly;

/**
 * The admin's work on the catalogue: the table a page at a time, and adding, updating and deleting
 * products, each change recorded in the activity log. Each answers with its outcome; the view
 * model says it. Each asks AdminAuthority first: to anyone it cannot vouch for as the admin, it
 * answers 'admin-only' and reads or changes nothing.
 */
@injectable()
export class AdminProductsService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ADMIN_ACTIVITY_LOG) private readonly activity: AdminActivityLog,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  /**
   * Page `page` (from 1) of the products matching `search`, asked of the store alone. A page past
   * the end (the last product of the last page was just deleted) answers the last page instead.
   */
  async table(search: string, page: number): Promise<ProductTableOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const asked = clampPage(page, Number.POSITIVE_INFINITY);
    const answer = await this.products.productTable({ search, page: numberedPage(asked, ADMIN_PAGE_SIZE) });
    const pages = pageCount(answer.total, ADMIN_PAGE_SIZE);
    if (answer.items.length === 0 && asked > 1 && pages > 0) {
      const last = await this.products.productTable({ search, page: numberedPage(pages, ADMIN_PAGE_SIZE) });
      return { kind: 'ok', products: last.items, total: last.total, page: clampPage(pages, pageCount(last.total, ADMIN_PAGE_SIZE)), pageCount: pageCount(last.total, ADMIN_PAGE_SIZE) };
    }
    return { kind: 'ok', products: answer.items, total: answer.total, page: answer.total === 0 ? 1 : asked, pageCount: pages };
  }

  /** A new product's SKU for `category`, from the time now (spec: the last 6 digits of the ms). */
  newSku(category: Category): string {
    return newProductSku(category, this.clock.now());
  }

  /** Adds the product the form describes, once the form's schema passes it. */
  async add(values: ProductFormValues): Promise<ProductSaveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const refused = refusal(values);
    if (refused) return refused;
    const draft = productDraftFrom({ ...values, sku: values.sku || this.newSku(values.category) });
    return this.write(() => this.products.add(draft), 'added');
  }

  /** Replaces `product` with what the form describes, keeping its id and SKU. */
  async update(product: Product, values: ProductFormValues): Promise<ProductSaveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const refused = refusal(values);
    if (refused) return refused;
    const updated: Product = { ...productDraftFrom({ ...values, sku: product.sku }, product), id: product.id };
    return this.write(async () => {
      await this.products.save(updated);
      return updated;
    }, 'updated');
  }

  async remove(product: Product): Promise<ProductDeleteOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    return this.write(async () => {
      await this.products.remove(product.id);
      return product;
    }, 'deleted');
  }

  private async write(change: () => Promise<Product>, action: ActivityAction): Promise<WriteOutcome> {
    let product: Product;
    try {
      product = await change();
    } catch (error) {
      this.logger.error(`A product could not be ${action}.`, error);
      return error instanceof StorageWriteError && error.message ? { kind: 'not-saved', reason: error.message } : NOT_SAVED;
    }
    const logged = await this.record({ action, productId: product.id, productTitle: product.title, at: this.clock.now() });
    return logged ? { kind: 'ok', product } : { kind: 'ok', product, activityNotLogged: true };
  }

  /** The change is made: a log that cannot be written is said in the outcome, not a failed change. */
  private async record(entry: AdminActivity): Promise<boolean> {
    try {
      await this.activity.record(entry);
      return true;
    } catch (error) {
      this.logger.warn('The admin activity could not be recorded.', error);
      return false;
    }
  }
}

/** The form's one schema (the form reads it too): a missing required field first, then the field rules. */
function refusal(values: ProductFormValues): ProductSaveOutcome | undefined {
  const check = checkForm(productFormSchema, values);
  if (check.ok) return undefined;
  return check.formErrors.length > 0 ? { kind: 'incomplete' } : { kind: 'invalid', errors: check.fieldErrors };
}
