import { inject, injectable } from 'inversify';
import { DashboardService, type DashboardFigures } from '../../../application/admin/dashboard-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ReturnsDeskService } from '../../../application/returns/returns-desk-service';
import { openReturnCount } from '../../../domain/returns/return-queue';
import type { DashboardActivity } from '../../../domain/admin/dashboard-figures';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { refused } from '../parts/admin-refusal';

interface Dashboard {
  readonly figures: DashboardFigures;
  readonly activity: DashboardActivity[];
  readonly lowStock: number;
}

/** The orders could not be read: the dashboard's load fails, and says so. */
export class DashboardUnavailable extends Error {
  constructor() {
    super('The orders could not be read.');
    this.name = 'DashboardUnavailable';
  }
}

@injectable()
export class DashboardViewModel {
  private readonly dashboard = new Loadable<Dashboard>();
  private readonly returns = new Loadable<number | undefined>();

  constructor(
    @inject(DashboardService) private readonly service: DashboardService,
    @inject(ReturnsDeskService) private readonly returnsDesk: ReturnsDeskService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get status(): LoadStatus {
    return this.dashboard.status;
  }

  get figures(): DashboardFigures | undefined {
    return this.dashboard.value?.figures;
  }

  get lowStock(): number | undefined {
    return this.dashboard.value?.lowStock;
  }

  get activity(): DashboardActivity[] {
    return this.dashboard.value?.activity ?? [];
  }

  /** How many returns wait on the shop; 'unavailable' when they could not be counted (never taken for none). */
  get openReturns(): number | 'unavailable' | undefined {
    if (this.returns.status === 'error') return 'unavailable';
    return this.returns.status === 'ready' ? (this.returns.value ?? 'unavailable') : undefined;
  }

  /** Whether any order was placed in the chart's 30 days (else the chart says there is nothing yet). */
  get hasSales(): boolean {
    return this.figures?.series.some((day) => day.orders > 0) ?? false;
  }

  start(): Promise<void> {
    // The returns' count is a question of its own: a returns store that cannot be read leaves the rest of the dashboard standing.
    void this.returns.load(async () => {
      const outcome = await this.returnsDesk.queue({ offset: 0, limit: 1 });
      return outcome.kind === 'ok' ? openReturnCount(outcome.page.counts) : undefined;
    });
    return this.dashboard.load(async () => {
      const outcome = await this.service.overview();
      if (outcome.kind === 'admin-only') throw refused(this.notifier);
      if (outcome.kind === 'unavailable') throw new DashboardUnavailable();
      return { figures: outcome.figures, activity: outcome.activity, lowStock: outcome.lowStock };
    });
  }

  dispose(): void {
    this.returns.cancel();
    this.dashboard.cancel();
  }
}
