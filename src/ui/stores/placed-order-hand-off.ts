import { injectable } from 'inversify';
import type { Order } from '../../domain/orders/order';

/**
 * The order the checkout has just placed, handed to its confirmation page (/order-placed/:number),
 * which shows it as placed without reading it again. Held in memory for one taking: a reload, a
 * shared link or a later visit finds nothing here and reads the order from the book. One for the
 * app's life: the class's own scope, which autobinding honours in every container.
 */
@injectable('Singleton')
export class PlacedOrderHandOff {
  private handed: { readonly order: Order; readonly owner: string } | undefined = undefined;

  /** The order `owner` (their phone) has just placed, for the next confirmation page. */
  hand(order: Order, owner: string): void {
    this.handed = { order, owner };
  }

  /**
   * The order numbered `orderNumber` handed over for `owner`, if it is the one held; what is held
   * goes either way, so that only the confirmation page shown next can take it.
   */
  take(orderNumber: string | undefined, owner: string | undefined): Order | undefined {
    const handed = this.handed;
    this.handed = undefined;
    return handed && handed.order.number === orderNumber && handed.owner === owner ? handed.order : undefined;
  }
}
