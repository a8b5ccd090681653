import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../application/ports/logger';
import { CATEGORIES, isCategory } from '../../domain/catalogue/category';

/** products_left_out's rows (supabase/migrations/…_storefront_active_only.sql). */
interface LeftOutRow {
  category: string;
  products: number;
  without_image: number;
}

const FIX_THEM = "in Supabase's table editor";

/**
 * Says (once for each category) which rows the catalogue leaves out as no product of the store's
 * (shop-filters.ts): those in a category the store does not know and those without an image. They
 * appear neither in the shop nor in the admin table, so an admin who added them in Supabase's
 * table editor learns why and how to fix them, rather than finding them silently missing.
 */
export class LeftOutProductWarnings {
  private readonly told = new Set<string>();
  private failureTold = false;

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async check(): Promise<void> {
    const answer = await this.client.rpc('products_left_out', { known: CATEGORIES });
    if (answer.error) {
      // A check that cannot run must not cost the admin the table it accompanies.
      if (!this.failureTold) this.logger.warn('Could not check the catalogue for products it leaves out.', answer.error);
      this.failureTold = true;
      return;
    }
    for (const row of answer.data as LeftOutRow[]) {
      if (isCategory(row.category)) {
        this.once(`image:${row.category}`, () =>
          `${Number(row.without_image)} product(s) in the category "${row.category}" have no image and are left out of the shop and the admin table. ` +
          `Give them one ${FIX_THEM}.`,
        );
      } else {
        this.once(`category:${row.category}`, () =>
          `${Number(row.products)} product(s) in the category "${row.category}" are left out of the shop and the admin table: ` +
          `the store has no such category. Give them one of its categories (${CATEGORIES.join(', ')}) ${FIX_THEM}.`,
        );
      }
    }
  }

  private once(key: string, message: () => string): void {
    if (this.told.has(key)) return;
    this.told.add(key);
    this.logger.warn(message());
  }
}
