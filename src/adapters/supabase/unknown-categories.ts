import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../application/ports/logger';
import { CATEGORIES } from '../../domain/catalogue/category';

interface UnknownCategoryRow {
  category: string;
  products: number;
}

/**
 * Says (once for each) which categories the store does not know hold products, which therefore
 * appear neither in the shop nor in the admin table: an admin who added them in Supabase's table
 * editor learns why and how to fix them, rather than finding them silently missing.
 */
export class UnknownCategoryWarnings {
  private readonly told = new Set<string>();
  private failureTold = false;

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {}

  async check(): Promise<void> {
    const answer = await this.client.rpc('unknown_product_categories', { known: CATEGORIES });
    if (answer.error) {
      // A check that cannot run must not cost the admin the table it accompanies.
      if (!this.failureTold) this.logger.warn('Could not check the catalogue for products in unknown categories.', answer.error);
      this.failureTold = true;
      return;
    }
    for (const { category, products } of answer.data as UnknownCategoryRow[]) {
      if (this.told.has(category)) continue;
      this.told.add(category);
      this.logger.warn(
        `${Number(products)} product(s) in the category "${category}" are left out of the shop and the admin table: ` +
          `the store has no such category. Give them one of its categories (${CATEGORIES.join(', ')}) in Supabase's table editor.`,
      );
    }
  }
}
