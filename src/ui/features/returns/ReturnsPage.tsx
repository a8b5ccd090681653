import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { variantLabel } from '../../../domain/catalogue/variants';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { RETURN_STEPS } from '../../../domain/policies/content/return-policy';
import { ORDER_NUMBER_EXAMPLE, ORDER_NUMBER_HINT, returnLookupSchema, type ReturnLookupInput } from '../../../domain/policies/return-lookup';
import { RETURNS } from '../../../domain/policies/shop-policies';
import { useService } from '../../app/container-context';
import { pagePath } from '../../app/paths';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { InfoPage, InfoSection } from '../../components/InfoPage';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { ReturnChoice } from './ReturnChoice';
import { LOOKUP_UNAVAILABLE, ORDER_NOT_FOUND, ReturnsViewModel } from './returns-view-model';
import './returns.css';

const validate = toFormikValidate(returnLookupSchema);

export const ReturnsPage = observer(function ReturnsPage() {
  const vm = useService(ReturnsViewModel);
  return (
    <InfoPage
      title="Returns & Exchanges"
      intro={`Look up your order to return or exchange items within ${RETURNS.windowDays} days of delivery.`}
    >
      {vm.loggedIn ? <FindAndReturn vm={vm} /> : <LogInToReturn />}
    </InfoPage>
  );
});

/** Returns are made against the account's own orders: a visitor logs in first, and comes back here. */
function LogInToReturn() {
  const session = useService(ShopperSessionViewModel);
  return (
    <InfoSection title="Find Your Order">
      <LoginPrompt icon={<LockClosedIcon width={28} height={28} />} title="Log in to return an item" keepReturnPath={session.keepReturnPath}>
        Returns are made from the orders in your account.
      </LoginPrompt>
    </InfoSection>
  );
}

const FindAndReturn = observer(function FindAndReturn({ vm }: { vm: ReturnsViewModel }) {
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
  const stage = vm.stage;
  return (
    <>
      <InfoSection title="Find Your Order">
        <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label="Find your order">
          <div className="returns-columns">
            <FormTextField
              label="Order Number"
              placeholder={`e.g. ${ORDER_NUMBER_EXAMPLE}`}
              hint={ORDER_NUMBER_HINT}
              autoComplete="off"
              {...fieldProps(form, 'orderNumber')}
            />
            <FormTextField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...fieldProps(form, 'email')} />
          </div>
          <Button type="submit" size="3" mt="4" loading={stage.kind === 'looking'}>
            Find Order
          </Button>
        </form>
        {(stage.kind === 'not-found' || stage.kind === 'unavailable') && (
          <Callout.Root color="red" mt="4" role="alert">
            <Callout.Text>{stage.kind === 'not-found' ? ORDER_NOT_FOUND : LOOKUP_UNAVAILABLE}</Callout.Text>
          </Callout.Root>
        )}
      </InfoSection>
      {(stage.kind === 'choose' || stage.kind === 'refused' || stage.kind === 'requested') && (
        <>
          <ReturnSteps />
          <InfoSection title="Your Order">
            {stage.kind === 'requested' ? (
              <Card size="3" role="status" aria-labelledby="return-requested">
                <Heading as="h3" size="5" id="return-requested" mb="2">
                  Return requested
                </Heading>
                <Text as="p" size="2" mb="2">
                  Return {stage.request.id} for order {stage.order.number}:{' '}
                  {stage.request.lines.map((line) => `${line.title} (size ${variantLabel(line)}, qty ${line.quantity})`).join(', ')}.
                </Text>
                <Text as="p" size="2" color="gray" mb="3">
                  Pack {stage.request.lines.length === 1 ? 'it' : 'them'} {RETURNS.condition}. Our courier will collect the parcel; you can follow the return on
                  the order page.
                </Text>
                <Flex gap="3" wrap="wrap">
                  <Button asChild size="3">
                    <Link to={pagePath('OrderPage', { number: stage.order.number })}>View the order</Link>
                  </Button>
                  <Button variant="soft" color="gray" size="3" onClick={cancel}>
                    Return another order
                  </Button>
                </Flex>
              </Card>
            ) : (
              <ReturnChoice vm={vm} onCancel={cancel} />
            )}
          </InfoSection>
        </>
      )}
    </>
  );
});

function ReturnSteps() {
  return (
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
  );
}
