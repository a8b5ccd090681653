import { MemoryMigrationTarget } from '../../src/adapters/memory/memory-migration-target';
import { migrationTargetContract } from './migration-target.contract';

migrationTargetContract('MemoryMigrationTarget', () => new MemoryMigrationTarget());
