import { Box, Button, Callout, Flex, Heading, Separator, Skeleton, Text } from '@radix-ui/themes';
import {
  BackpackIcon,
  CheckCircledIcon,
  ExclamationTriangleIcon,
  LightningBoltIcon,
} from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CATEGORY_NAMES } from '../../../domain/catalogue/category';
import { LoadError } from '../../components/LoadError';
import { Price } from '../../components/Price';
import { Rating } from '../../components/Rating';
import { WishlistHeart } from '../../components/WishlistHeart';
import { HIGHLIGHTS } from './content';
import { DeliveryCheck } from './DeliveryCheck';
import { ProductInfoTabs } from './ProductInfoTabs';
import { QuantityStepper } from './QuantityStepper';
import { SimilarProducts } from './SimilarProducts';
import { ColourPicker } from './ColourPicker';
import { SizePicker } from './SizePicker';
import { StockBadge } from './StockBadge';
import { useViewModel } from '../../app/container-context';
import { PageHead } from '../../components/PageHead';
import { usePrerendered } from '../../hooks/use-prerendered';
import { ProductDetailViewModel } from './product-detail-view-model';
import { ProductHead } from './ProductHead';
import { HOME_PATH, categoryPath } from '../../app/paths';
import './product-detail.css';
import './product-options.css';

export const ProductDetailPage = observer(function ProductDetailPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const vm = useViewModel(ProductDetailViewModel);
  // A prerendered page shows its product from the first render; the effect below then reads this browser's store.
  usePrerendered(`product:${id}`, () => vm.fetch(id), vm.seed);

  useEffect(() => {
    void vm.load(id, location.search);
    // Only a new product reads the link's size and colour; the page's own choices then write them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm, id]);

  const variantQuery = vm.variantQueryOn(id);
  useEffect(() => {
    // The chosen variant is in the address, so that the page can be shared as chosen.
    if (variantQuery !== '' && variantQuery !== location.search) navigate({ search: variantQuery }, { replace: true });
  }, [variantQuery, location.search, navigate]);

  const product = vm.product;
  if (vm.status === 'not-found') {
    return (
      <Flex direction="column" align="center" gap="4" className="page page--centered">
        <PageHead title="Product not found" />
        <Heading as="h1" size="7">
          Product not found
        </Heading>
        <Text as="p" color="gray">
          There are no products in the catalogue right now.
        </Text>
        <Button asChild size="3">
          <Link to={HOME_PATH}>Back to Home</Link>
        </Button>
      </Flex>
    );
  }
  if (vm.status === 'error' && !product) {
    return (
      <div className="page">
        <LoadError what="The product" />
      </div>
    );
  }
  if (!product) return <ProductDetailSkeleton />;

  const currentPath = location.pathname + location.search;
  const go = (to: string | undefined) => {
    if (to) navigate(to);
  };
  const categoryName = CATEGORY_NAMES[product.category];

  return (
    <div className="page pdp">
      <ProductHead product={product} />
      <nav aria-label="Breadcrumb" className="pdp-breadcrumb">
        <ol>
          <li>
            <Link to={HOME_PATH}>Home</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{categoryName}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <section className="pdp__main" aria-labelledby="pdp-title">
        <div className="pdp__media">
          <img
            className="pdp__image"
            src={vm.choice.image}
            alt={vm.choice.colour === undefined ? product.title : `${product.title}, ${vm.choice.colour}`}
            width={600}
            height={600}
            loading="eager"
            fetchPriority="high"
            decoding="async"
          />
        </div>

        <Flex direction="column" gap="4" className="pdp__info">
          <Flex direction="column" gap="2">
            <Text size="2" weight="bold" color="gray" className="pdp__brand">
              {product.brand}
            </Text>
            <Flex justify="between" align="start" gap="3">
              <Heading as="h1" id="pdp-title" size={{ initial: '6', md: '7' }} className="pdp__title">
                {product.title}
              </Heading>
              <WishlistHeart product={product} label="Add to Wishlist" className="pdp__heart" />
            </Flex>
            <Flex align="center" gap="3" wrap="wrap">
              <Rating rating={product.rating} ratingCount={product.ratingCount} suffix="ratings & reviews" />
              <StockBadge value={vm.availability} />
            </Flex>
          </Flex>

          <Flex direction="column" gap="1">
            <Text size="2" weight="bold" color="green">
              Special Price
            </Text>
            <Price
              price={product.price}
              originalPrice={product.originalPrice}
              discountPercentage={product.discountPercentage}
              size="large"
            />
            <Text size="1" color="gray">
              Inclusive of all taxes
            </Text>
          </Flex>

          <Separator size="4" />

          {product.colours.length > 0 && <ColourPicker colours={product.colours} value={vm.choice.colour} onChange={vm.selectColour} />}
          <SizePicker sizes={vm.choice.sizes} value={vm.choice.size} category={product.category} fitNote={product.fitNote} onChange={vm.selectSize} />
          <QuantityStepper quantity={vm.quantity} note={vm.quantityNote} />

          <div className="pdp__actions">
            <Button
              className="pdp__action"
              size={{ initial: '3', sm: '4' }}
              variant="outline"
              // Radix's `loading` disables only when `disabled` is not given: a press while the
              // add is on its way would otherwise be dropped without a word.
              disabled={!vm.canOrder || vm.adding}
              aria-describedby={vm.canOrder ? undefined : 'pdp-unavailable'}
              loading={vm.adding}
              onClick={() => void vm.addToCart(currentPath).then(go)}
            >
              <BackpackIcon aria-hidden width="18" height="18" />
              Add to Cart
            </Button>
            <Button
              className="pdp__action"
              size={{ initial: '3', sm: '4' }}
              disabled={!vm.canOrder}
              aria-describedby={vm.canOrder ? undefined : 'pdp-unavailable'}
              onClick={() => go(vm.buyNow(currentPath))}
            >
              <LightningBoltIcon aria-hidden width="18" height="18" />
              Buy Now
            </Button>
          </div>
          {!vm.canOrder && (
            <Callout.Root color="red" size="1" id="pdp-unavailable">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>This product is out of stock, so it cannot be added to the cart or bought right now.</Callout.Text>
            </Callout.Root>
          )}

          <DeliveryCheck price={product.price} />

          <Box>
            <Heading as="h2" size="3" mb="2">
              Highlights
            </Heading>
            <ul className="pdp-list">
              {HIGHLIGHTS.map((highlight) => (
                <li key={highlight}>
                  <CheckCircledIcon aria-hidden className="pdp-list__icon pdp-list__icon--check" />
                  <Text size="2">{highlight}</Text>
                </li>
              ))}
            </ul>
          </Box>
        </Flex>
      </section>

      <section className="section pdp-tabs" aria-labelledby="pdp-details-heading">
        <Heading as="h2" id="pdp-details-heading" className="visually-hidden">
          Product details
        </Heading>
        <ProductInfoTabs vm={vm} />
      </section>

      <SimilarProducts products={vm.similar} />
    </div>
  );
});

function ProductDetailSkeleton() {
  return (
    <div className="page pdp" aria-busy="true">
      <span className="visually-hidden">Loading product…</span>
      <div className="pdp__main">
        <Skeleton className="pdp__media pdp__media--skeleton" />
        <Flex direction="column" gap="3" className="pdp__info">
          <Skeleton height="20px" width="30%" />
          <Skeleton height="36px" width="90%" />
          <Skeleton height="20px" width="50%" />
          <Skeleton height="40px" width="60%" />
          <Skeleton height="120px" />
        </Flex>
      </div>
    </div>
  );
}
