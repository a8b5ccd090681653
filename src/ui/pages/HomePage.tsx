import { Heading, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { ProductCarousel } from '../components/ProductCarousel';
import { useViewModel } from '../di/container-context';
import { HomeViewModel } from '../view-models/home-view-model';

export const HomePage = observer(function HomePage() {
  const vm = useViewModel(HomeViewModel);
  return (
    <div className="page">
      <Heading as="h1" className="visually-hidden">
        Fashion Zone
      </Heading>
      {vm.status === 'error' && (
        <Text as="p" color="red" role="alert">
          The catalogue could not be loaded. Please reload the page.
        </Text>
      )}
      {vm.carousels.map((section) => (
        <ProductCarousel key={section.category} title={section.title} viewAllHref={section.viewAllHref} products={section.products} />
      ))}
    </div>
  );
});
