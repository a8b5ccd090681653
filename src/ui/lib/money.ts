import { formatRupees } from '../../domain/money';
import { toRupees, type Paise } from '../../domain/orders/paise';

/** A rupee amount held in paise, in the store's one formatter: ₹1,299, ₹1,23,456 or ₹49.50. */
export const rupees = (paise: Paise): string => formatRupees(toRupees(paise));
