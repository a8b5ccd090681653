import { createPortal } from 'react-dom';
import type { Order } from '../../../domain/orders/order';
import { SHOP_IDENTITY } from '../../../domain/orders/shop-identity';
import { indiaDay } from '../../lib/india-dates';
import './packing-slip.css';
import { variantLabel } from '../../../domain/catalogue/variants';
import { lineKey } from '../../../domain/orders/line-variant';

/**
 * The packing slip of `order`, for the parcel: order number, date, where it goes, and what goes in
 * (size and quantity) — no prices, as a gift's slip shows none. It sits at the end of <body>,
 * hidden on screen; on paper it is all that prints (packing-slip.css) while it is there.
 */
export function PackingSlip({ order }: { order: Order }) {
  const { address } = order;
  const seller = order.seller ?? SHOP_IDENTITY;
  return createPortal(
    <article className="packing-slip" aria-label={`Packing slip for order ${order.number}`}>
      <header className="packing-slip__head">
        <h1>Packing slip</h1>
        <p className="packing-slip__shop">
          From: {seller.legalName}, {seller.addressLines.join(', ')}
        </p>
      </header>
      <dl className="packing-slip__facts">
        <div>
          <dt>Order number</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>Order date</dt>
          <dd>{indiaDay(order.placedAt)}</dd>
        </div>
        {order.shipment && (
          <div>
            <dt>Courier</dt>
            <dd>
              {order.shipment.courier} · {order.shipment.trackingNumber}
            </dd>
          </div>
        )}
      </dl>
      <section className="packing-slip__to" aria-label="Ship to">
        <h2>Ship to</h2>
        <p>
          <strong>{address.fullName}</strong>
          <br />
          {address.line1}
          {address.line2 && (
            <>
              <br />
              {address.line2}
            </>
          )}
          {address.landmark && (
            <>
              <br />
              {address.landmark}
            </>
          )}
          <br />
          {address.city}, {address.state} {address.pinCode}
          <br />
          Phone: +91 {address.mobile}
        </p>
      </section>
      <table className="packing-slip__lines">
        <caption>Items in this parcel</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Size</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={lineKey(line)}>
              <td>{line.title}</td>
              <td>{variantLabel(line)}</td>
              <td>{line.sku ?? '—'}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>,
    document.body,
  );
}
