import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DashboardService, type DashboardFigures } from '../../../application/admin/dashboard-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { AdminActivity } from '../../../domain/admin/activity';
import { Loadable, type LoadStatus } from '../../kit/loadable';
import { refused } from '../parts/admin-refusal';

interface Dashboard {
  readonly figures: DashboardFigures;
  readonly activity: AdminActivity[];
}

@injectable()
export class DashboardViewModel {
  private readonly dashboard = new Loadable<Dashboard>();

  constructor(
    @inject(DashboardService) private readonly service: DashboardService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'service' | 'notifier' | 'dashboard'>(this, { service: false, notifier: false, dashboard: false }, { autoBind: true, deep: false });
  }

  get status(): LoadStatus {
    return this.dashboard.status;
  }

  get figures(): DashboardFigures | undefined {
    return this.dashboard.value?.figures;
  }

  get activity(): AdminActivity[] {
    return this.dashboard.value?.activity ?? [];
  }

  start(): Promise<void> {
    return this.dashboard.load(async () => {
      const [figures, activity] = await Promise.all([this.service.figures(), this.service.recentActivity()]);
      // One refusal, one toast: both reads ask the same authority.
      if (figures.kind === 'admin-only' || activity.kind === 'admin-only') throw refused(this.notifier);
      return { figures: figures.figures, activity: activity.activity };
    });
  }

  dispose(): void {
    this.dashboard.cancel();
  }
}
