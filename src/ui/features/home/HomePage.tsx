import { Heading } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { LoadError } from '../../components/LoadError';
import { ProductShelf } from './ProductShelf';
import { BannerCarousel } from './BannerCarousel';
import { CategoryStrip } from './CategoryStrip';
import { DealsOfTheDay } from './DealsOfTheDay';
import { useViewModel } from '../../app/container-context';
import { HomeViewModel } from './home-view-model';
import { categoryPath } from '../../app/paths';
import { useStoreName } from '../../hooks/use-store-name';
import './home.css';

export const HomePage = observer(function HomePage() {
  const vm = useViewModel(HomeViewModel);
  const storeName = useStoreName();
  return (
    <div className="page home">
      <Heading as="h1" className="visually-hidden">
        {storeName}
      </Heading>
      <CategoryStrip />
      <BannerCarousel />
      {vm.status === 'error' && <LoadError what="The catalogue" />}
      {vm.deals.length > 0 && <DealsOfTheDay products={vm.deals} />}
      {vm.shelves.map((shelf) => (
        <ProductShelf key={shelf.category} title={shelf.title} viewAllHref={categoryPath(shelf.category)} products={shelf.products} />
      ))}
    </div>
  );
});
