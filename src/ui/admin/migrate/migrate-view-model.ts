import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { NOT_CONFIGURED } from '../../../application/admin/admin-notices';
import { MigrationService, type MigrationStart } from '../../../application/admin/migration-service';
import type { MigrationOutcome } from '../../../application/ports/migration';

export type MigrateStatus = 'idle' | 'running' | MigrationOutcome['kind'];

/** A migration to Supabase, started from the products' button or the migration page: idle, running, then its outcome. */
@injectable()
export class MigrateViewModel {
  status: MigrateStatus = 'idle';
  /** What the outcome was, in words, once there is one. */
  message: string | undefined = undefined;

  constructor(@inject(MigrationService) private readonly service: MigrationService) {
    makeAutoObservable<this, 'service'>(this, { service: false }, { autoBind: true });
  }

  get running(): boolean {
    return this.status === 'running';
  }

  /** Starts once at a time; resolves with the outcome (undefined when one was already running). */
  async migrate(from: MigrationStart): Promise<MigrationOutcome | undefined> {
    if (this.running) return undefined;
    this.status = 'running';
    this.message = undefined;
    const outcome = await this.service.start(from);
    this.finish(outcome);
    return outcome;
  }

  private finish(outcome: MigrationOutcome): void {
    this.status = outcome.kind;
    if (outcome.kind === 'not-configured') this.message = NOT_CONFIGURED;
    else if (outcome.kind === 'failed') this.message = outcome.message || 'Migration failed';
    else this.message = `Migrated ${outcome.users} users and ${outcome.products} products.`;
  }
}
