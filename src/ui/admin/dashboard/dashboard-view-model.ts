import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DashboardService, type DashboardFigures } from '../../../application/admin/dashboard-service';
import type { AdminActivity } from '../../../domain/admin/activity';
import { LatestRequest, type LoadStatus } from '../../kit/latest-request';

@injectable()
export class DashboardViewModel {
  status: LoadStatus = 'loading';
  figures: DashboardFigures | undefined = undefined;
  activity: AdminActivity[] = [];
  private readonly requests = new LatestRequest();

  constructor(@inject(DashboardService) private readonly service: DashboardService) {
    makeAutoObservable<this, 'service' | 'requests'>(this, { service: false, requests: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.requests.run(
      () => Promise.all([this.service.figures(), this.service.recentActivity()]),
      ([figures, activity]) => {
        this.figures = figures;
        this.activity = activity;
        this.status = 'ready';
      },
      () => {
        this.status = 'error';
      },
    );
  }

  dispose(): void {
    this.requests.cancel();
  }
}
