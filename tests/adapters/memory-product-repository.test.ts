import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { productRepositoryContract } from './product-repository.contract';

productRepositoryContract('MemoryProductRepository', (initial) => new MemoryProductRepository(initial));
