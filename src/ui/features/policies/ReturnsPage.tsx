import { Button, Callout, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { formatRupees } from '../../../domain/money';
import { RETURN_STEPS } from '../../../domain/policies/content/return-policy';
import { ORDER_NUMBER_EXAMPLE, ORDER_NUMBER_HINT, returnLookupSchema, type ReturnLookupInput } from '../../../domain/policies/return-lookup';
import { RETURNS } from '../../../domain/policies/shop-policies';
import { useService } from '../../app/container-context';
import { fieldProps, useFocusFirstInvalid } from '../../kit/formik-fields';
import { toFormikValidate } from '../../kit/formik-zod';
import { FormTextField } from '../../kit/FormTextField';
import { InfoPage, InfoSection } from '../../kit/InfoPage';
import { ReturnsViewModel } from './returns-view-model';
import './policies.css';

const validate = toFormikValidate(returnLookupSchema);

export const ReturnsPage = observer(function ReturnsPage() {
  const vm = useService(ReturnsViewModel);
  const form = useFormik<ReturnLookupInput>({
    initialValues: { orderNumber: '', email: '' },
    validate,
    onSubmit: (values) => vm.lookUp(values),
  });
  const formRef = useFocusFirstInvalid(form);
  const cancel = () => {
    vm.cancel();
    form.resetForm();
  };
  return (
    <InfoPage
      title="Returns & Exchanges"
      intro={`Look up your order to return or exchange items within ${RETURNS.windowDays} days of delivery.`}
    >
      <InfoSection title="Find Your Order">
        <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label="Find your order">
          <div className="policy-columns">
            <FormTextField
              label="Order Number"
              placeholder={`e.g. ${ORDER_NUMBER_EXAMPLE}`}
              hint={ORDER_NUMBER_HINT}
              autoComplete="off"
              {...fieldProps(form, 'orderNumber')}
            />
            <FormTextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...fieldProps(form, 'email')} />
          </div>
          <Button type="submit" size="3" mt="4">
            Find Order
          </Button>
        </form>
      </InfoSection>
      {vm.order && (
        <>
          <InfoSection title="Return Process" plain>
              <ol className="return-steps">
                {RETURN_STEPS.map((step, index) => (
                  <li key={step.title}>
                    <Card size="2" className="return-steps__card">
                      <Flex direction="column" gap="2">
                        <span className="return-steps__number" aria-hidden>
                          {index + 1}
                        </span>
                        <Heading as="h3" size="3">
                          {step.title}
                        </Heading>
                        <Text as="p" size="2" color="gray">
                          {step.text}
                        </Text>
                      </Flex>
                    </Card>
                  </li>
                ))}
              </ol>
          </InfoSection>
          <InfoSection title="Your Order">
            <Card size="2">
              <Flex justify="between" wrap="wrap" gap="2" mb="3">
                <div>
                  <Heading as="h3" size="4">
                    Order {vm.order.orderNumber}
                  </Heading>
                  <Text as="p" size="2" color="gray" className="return-order__email">
                    {vm.order.email}
                  </Text>
                </div>
                <Text as="p" size="2" weight="medium" color="green" className="return-order__eligible">
                  Eligible for return
                </Text>
              </Flex>
              <Text as="p" size="2" weight="medium" mb="2">
                Choose the items to return:
              </Text>
              <ul className="return-order__items">
                {vm.order.items.map((item) => (
                  <li key={item.id}>
                    <Text as="label" size="2" className="return-order__item">
                      <span>
                        <Text as="span" weight="medium" className="return-order__name">
                          {item.name}
                        </Text>
                        <Text as="span" color="gray">
                          Size {item.size} · Qty {item.quantity} · {formatRupees(item.price)}
                        </Text>
                      </span>
                      <Switch checked={vm.isSelected(item)} onCheckedChange={(on) => vm.toggle(item, on)} />
                    </Text>
                  </li>
                ))}
              </ul>
              {vm.continued && (
                <Callout.Root color="green" mt="3" role="status">
                  <Callout.Text>
                    {vm.selectedItems.length === 1 ? '1 item' : `${vm.selectedItems.length} items`} selected for return. Pack{' '}
                    {vm.selectedItems.length === 1 ? 'it' : 'them'} {RETURNS.condition}; return shipping is {formatRupees(RETURNS.returnShippingFee)}, free
                    for {RETURNS.freeReturnReasons.join(' or ')}.
                  </Callout.Text>
                </Callout.Root>
              )}
              <Flex gap="3" justify="end" mt="4" wrap="wrap">
                <Button variant="soft" color="gray" size="3" onClick={cancel}>
                  Cancel
                </Button>
                <Button size="3" disabled={!vm.canContinue} onClick={vm.continueReturn}>
                  Continue
                </Button>
              </Flex>
            </Card>
          </InfoSection>
        </>
      )}
    </InfoPage>
  );
});
