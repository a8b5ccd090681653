import { inject, injectable } from 'inversify';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { ReturnsDeskService } from '../../../application/returns/returns-desk-service';
import { pageCount } from '../../../domain/admin/pagination';
import { RETURN_QUEUE_PAGE_SIZE, type ReturnQueuePage, type ReturnQueueRow } from '../../../domain/returns/return-queue';
import type { ReturnReason, ReturnStatus } from '../../../domain/returns/return-request';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';
import { ReturnMoveForm } from './return-move-form';

/**
 * The Returns section: one page (10, newest first) of the requests the filters find, as the
 * backend answers it with the count of each status; the request opened in its dialog, moved on
 * from there. Only the latest question counts.
 */
@injectable()
export class ReturnsDeskViewModel {
  status: ReturnStatus | '' = '';
  reason: ReturnReason | '' = '';
  /** What the search box holds; asked with Search, not as it is typed. */
  search = '';
  private asked = '';
  /** The return whose dialog is open. */
  openId: string | undefined = undefined;
  private readonly queue = new Loadable<ReturnQueuePage>();
  readonly pager = new TablePager(() => this.total, 'returns', RETURN_QUEUE_PAGE_SIZE);
  readonly form: ReturnMoveForm;

  constructor(
    @inject(ReturnsDeskService) private readonly service: ReturnsDeskService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    this.form = new ReturnMoveForm(service, notifier, () => this.load());
    makeViewModel(this, arguments, { form: false }, { deep: false });
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.queue.cancel();
  }

  get loadStatus(): LoadStatus {
    return this.queue.status;
  }

  get rows(): readonly ReturnQueueRow[] {
    return this.queue.value?.rows ?? [];
  }

  get total(): number {
    return this.queue.value?.total ?? 0;
  }

  get counts(): Readonly<Record<ReturnStatus, number>> | undefined {
    return this.queue.value?.counts;
  }

  /** No return was ever asked for (not merely none found). */
  get noneAtAll(): boolean {
    return this.loadStatus === 'ready' && this.counts !== undefined && Object.values(this.counts).every((count) => count === 0);
  }

  /** The open return as the page last read it (closed when it is no longer on the page). */
  get opened(): ReturnQueueRow | undefined {
    return this.rows.find((row) => row.request.id === this.openId);
  }

  open(id: string): void {
    this.openId = id;
    this.form.reset();
  }

  close(): void {
    this.openId = undefined;
  }

  setStatus(status: ReturnStatus | ''): Promise<void> {
    this.status = status;
    return this.firstPage();
  }

  setReason(reason: ReturnReason | ''): Promise<void> {
    this.reason = reason;
    return this.firstPage();
  }

  setSearch(search: string): void {
    this.search = search;
  }

  submitSearch(): Promise<void> {
    this.asked = this.search.trim();
    return this.firstPage();
  }

  goTo(page: number): Promise<void> {
    if (!this.pager.isOther(page)) return Promise.resolve();
    this.pager.page = page;
    return this.load();
  }

  private firstPage(): Promise<void> {
    this.pager.page = 1;
    return this.load();
  }

  private load(): Promise<void> {
    const query = { status: this.status || undefined, reason: this.reason || undefined, search: this.asked, offset: (this.pager.page - 1) * RETURN_QUEUE_PAGE_SIZE, limit: RETURN_QUEUE_PAGE_SIZE };
    return this.queue.load(
      async () => {
        const outcome = await this.service.queue(query);
        if (outcome.kind === 'unavailable') throw new Error('The returns could not be read.');
        return adminAnswer(outcome, this.notifier).page;
      },
      {
        apply: (answer) => {
          const pages = pageCount(answer.total, RETURN_QUEUE_PAGE_SIZE);
          if (pages > 0 && this.pager.page > pages) void Promise.resolve().then(() => this.goTo(pages));
        },
      },
    );
  }
}
