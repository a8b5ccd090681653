import { ExclamationTriangleIcon, MobileIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { Paise } from '../../../domain/orders/paise';
import { useMediaQuery } from '../../hooks/use-media-query';
import { rupees } from '../../lib/money';
import type { OrderPayment } from './order-payment';

/** From this width the QR code shows beside the button, for a phone to scan; a phone itself opens the link. */
export const QR_CODE_QUERY = '(min-width: 768px)';

/**
 * How to pay a UPI order still 'Payment pending': the 'Pay with UPI app' link (a `upi://pay` address
 * the phone's UPI apps open) at every width, and on wider screens its QR code. Nothing when there is
 * nothing to pay now; the reason when UPI cannot take this payment.
 */
export const UpiPayment = observer(function UpiPayment({ payment, total }: { payment: OrderPayment; total: Paise }) {
  const wide = useMediaQuery(QR_CODE_QUERY);
  const instructions = payment.instructions;
  const link = payment.upiLink;
  useEffect(() => {
    if (wide && link) void payment.drawQrCode();
  }, [wide, link, payment]);

  if (!instructions || instructions.kind === 'none') return null;
  if (instructions.kind === 'unavailable') {
    return (
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{instructions.reason}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <div className="upi-pay">
      <Flex direction="column" gap="2" align="start" className="upi-pay__text">
        <Text as="p" size="2">
          Pay {rupees(total)} to <strong className="upi-pay__payee">{instructions.payee}</strong> in any UPI app. We ship your order once the payment reaches us.
        </Text>
        <Button asChild size="3">
          <a href={instructions.link}>
            <MobileIcon aria-hidden />
            Pay with UPI app
          </a>
        </Button>
      </Flex>
      {wide && (
        <figure className="upi-pay__qr">
          {payment.qrCode ? (
            <img src={payment.qrCode} alt={`QR code to pay ${rupees(total)} by UPI`} width={160} height={160} />
          ) : payment.qrFailed ? (
            <Text as="p" size="1" color="gray">
              The QR code could not be drawn: use the button instead.
            </Text>
          ) : (
            <Skeleton width="160px" height="160px" />
          )}
          {!payment.qrFailed && (
            <Text size="1" color="gray" asChild>
              <figcaption>Or scan with your UPI app</figcaption>
            </Text>
          )}
        </figure>
      )}
    </div>
  );
});
