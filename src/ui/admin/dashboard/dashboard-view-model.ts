import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DashboardService, type DashboardFigures } from '../../../application/admin/dashboard-service';
import type { AdminActivity } from '../../../domain/admin/activity';
import { Loadable, type LoadStatus } from '../../kit/loadable';

interface Dashboard {
  readonly figures: DashboardFigures;
  readonly activity: AdminActivity[];
}

@injectable()
export class DashboardViewModel {
  private readonly dashboard = new Loadable<Dashboard>();

  constructor(@inject(DashboardService) private readonly service: DashboardService) {
    makeAutoObservable<this, 'service' | 'dashboard'>(this, { service: false, dashboard: false }, { autoBind: true, deep: false });
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
      return { figures, activity };
    });
  }

  dispose(): void {
    this.dashboard.cancel();
  }
}
