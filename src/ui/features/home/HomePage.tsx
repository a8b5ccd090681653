import { Heading } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../components/LoadError';
import { ProductCarousel } from '../components/ProductCarousel';
import { BannerCarousel } from '../components/home/BannerCarousel';
import { CategoryStrip } from '../components/home/CategoryStrip';
import { DealsOfTheDay } from '../components/home/DealsOfTheDay';
import { useViewModel } from '../di/container-context';
import { HomeViewModel } from '../view-models/home-view-model';
import '../styles/home.css';

export const HomePage = observer(function HomePage() {
  const vm = useViewModel(HomeViewModel);
  return (
    <div className="page home">
      <Heading as="h1" className="visually-hidden">
        Fashion Zone
      </Heading>
      <CategoryStrip />
      <BannerCarousel />
      {vm.status === 'error' && <LoadError what="The catalogue" />}
      {vm.deals.length > 0 && <DealsOfTheDay products={vm.deals} />}
      {vm.carousels.map((section) => (
        <ProductCarousel key={section.category} title={section.title} viewAllHref={section.viewAllHref} products={section.products} />
      ))}
    </div>
  );
});
