import { Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_STRIP } from '../../../domain/storefront/home-content';
import { categoryPath } from '../../app/paths';

export function CategoryStrip() {
  return (
    <nav aria-label="Shop by category" className="category-strip">
      <ul style={{ '--categories': CATEGORY_STRIP.length } as CSSProperties}>
        {CATEGORY_STRIP.map((category) => (
          <li key={category.slug}>
            <Link to={categoryPath(category.slug)} className="category-strip__link">
              <img src={category.image} alt="" width={64} height={64} decoding="async" />
              <Text size="2" weight="medium">
                {category.name}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
