import type { FurtherHelp } from '../../domain/policies/question-and-answer';
import { pagePath, type SiteLink } from './route-manifest';

/** Where an answer of the FAQ or the chat sends the shopper on to, in the words of its link. */
export const FURTHER_HELP_LINKS: Readonly<Record<FurtherHelp, SiteLink>> = {
  'size-guide': { label: 'See every size chart', to: pagePath('SizeGuidePage') },
};
