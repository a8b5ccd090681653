import { formatRupees } from '../../../domain/money';
import { toRupees, type Paise } from '../../../domain/orders/paise';

/** An amount in paise as the store writes rupees: ₹1,299, ₹1,23,456, ₹49.50. */
export const rupees = (paise: Paise): string => formatRupees(toRupees(paise));
