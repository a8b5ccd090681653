import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { PromotionsService, type PromotionSaveOutcome } from '../../../application/admin/promotions-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { Promotion, PromotionEntry, PromotionState } from '../../../domain/promotions/promotion';
import { newPromotionValues, promotionFormValues, type PromotionFormValues } from '../../../domain/promotions/promotion-form';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { changeRefused } from '../parts/admin-notices';
import { adminAnswer } from '../parts/admin-refusal';
import { PROMOTION_CREATED, PROMOTION_GONE, PROMOTION_NOT_SAVED, PROMOTION_UPDATED, promotionStateNotice } from './promotion-notices';

export type PromotionEditorMode = { readonly kind: 'closed' } | { readonly kind: 'create' } | { readonly kind: 'edit'; readonly promotion: Promotion };

/**
 * The admin's Promotions: the codes with their uses, the Create / Edit Promotion dialog, and
 * pausing, resuming and ending a code (ending asks first: it cannot be undone). Each change reads
 * the list again, and a toast says how it went.
 */
@injectable()
export class PromotionsViewModel {
  mode: PromotionEditorMode = { kind: 'closed' };
  /** The promotion the End dialog asks about. */
  ending: Promotion | undefined = undefined;
  /** The code whose state is changing. */
  busyCode: string | undefined = undefined;
  private readonly entries = new Loadable<readonly PromotionEntry[]>();

  constructor(
    @inject(PromotionsService) private readonly service: PromotionsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get status(): LoadStatus {
    return this.entries.status;
  }

  get promotions(): readonly PromotionEntry[] {
    return this.entries.value ?? [];
  }

  start(): Promise<void> {
    return this.reload();
  }

  dispose(): void {
    this.entries.cancel();
  }

  reload(): Promise<void> {
    return this.entries.load(async () => {
      const outcome = await this.service.list();
      if (outcome.kind === 'unavailable') throw new Error('The promotions could not be read.');
      return adminAnswer(outcome, this.notifier).promotions;
    });
  }

  openCreate(): void {
    this.mode = { kind: 'create' };
  }

  openEdit(promotion: Promotion): void {
    this.mode = { kind: 'edit', promotion };
  }

  close(): void {
    this.mode = { kind: 'closed' };
  }

  initialValues(): PromotionFormValues {
    return this.mode.kind === 'edit' ? promotionFormValues(this.mode.promotion) : newPromotionValues(this.service.today());
  }

  /** Creates or edits; a field's rule is said at the field (the form shows `errors`), the rest in a toast. */
  async submit(values: PromotionFormValues): Promise<PromotionSaveOutcome | undefined> {
    const mode = this.mode;
    if (mode.kind === 'closed') return undefined;
    const outcome = mode.kind === 'create' ? await this.service.create(values) : await this.service.update(mode.promotion, values);
    switch (outcome.kind) {
      case 'saved':
        this.notifier.success(mode.kind === 'create' ? PROMOTION_CREATED : PROMOTION_UPDATED);
        if (this.mode === mode) this.close();
        void this.reload();
        break;
      case 'duplicate':
        return { kind: 'invalid', errors: { code: `${outcome.code} is taken: choose another code` } };
      case 'not-found':
        this.notifier.error(PROMOTION_GONE);
        void this.reload();
        break;
      case 'not-saved':
      case 'admin-only':
        this.notifier.error(changeRefused(outcome, PROMOTION_NOT_SAVED));
        break;
      case 'invalid':
        break;
    }
    return outcome;
  }

  askEnd(promotion: Promotion): void {
    this.ending = promotion;
  }

  cancelEnd(): void {
    this.ending = undefined;
  }

  async confirmEnd(): Promise<void> {
    const promotion = this.ending;
    if (!promotion) return;
    await this.setState(promotion, 'ended');
    runInAction(() => (this.ending = undefined));
  }

  /** Pauses an active code, resumes a paused one. */
  toggle(promotion: Promotion): Promise<void> {
    return this.setState(promotion, promotion.state === 'active' ? 'paused' : 'active');
  }

  private async setState(promotion: Promotion, state: PromotionState): Promise<void> {
    if (this.busyCode) return;
    this.busyCode = promotion.code;
    const outcome = await settled(this.service.setState(promotion.code, state));
    runInAction(() => (this.busyCode = undefined));
    switch (outcome.kind) {
      case 'saved':
        this.notifier.success(promotionStateNotice(outcome.code, outcome.state));
        break;
      case 'refused':
        this.notifier.error({ title: 'Not Changed', description: outcome.reason });
        break;
      case 'not-found':
        this.notifier.error(PROMOTION_GONE);
        break;
      case 'admin-only':
      case 'not-saved':
        this.notifier.error(changeRefused(outcome, PROMOTION_NOT_SAVED));
        break;
    }
    await this.reload();
  }
}
