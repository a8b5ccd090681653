import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  DETAILS_REQUIRED,
  EMPTY_REPORT,
  EVIDENCE_HINT,
  EVIDENCE_TOO_LARGE,
  EVIDENCE_WRONG_TYPE,
  evidenceProblem,
  isValidReport,
  PRODUCT_LINK_REQUIRED,
  reportSchema,
} from '../../src/domain/company/infringement-report';
import { EMAIL_INVALID, EMAIL_REQUIRED, NAME_REQUIRED } from '../../src/domain/company/contact-form';
import { INFRINGEMENT } from '../../src/domain/policies/shop-policies';

const complete = {
  ...EMPTY_REPORT,
  name: 'Brand Owner',
  email: 'legal@brand.in',
  productLink: 'https://fashionzone.in/product/3',
  details: 'A copy of our jeans.',
};

function messages(input: unknown): Record<string, string> {
  const result = z.safeParse(reportSchema, input);
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('the infringement report', () => {
  it('starts as a counterfeit report with nothing filled in', () => {
    expect(EMPTY_REPORT.type).toBe('counterfeit');
    expect(messages(EMPTY_REPORT)).toEqual({
      name: NAME_REQUIRED,
      email: EMAIL_REQUIRED,
      productLink: PRODUCT_LINK_REQUIRED,
      details: DETAILS_REQUIRED,
    });
  });

  it('needs name, email (in email format), product link and details; phone and evidence are optional', () => {
    expect(isValidReport(complete)).toBe(true);
    expect(messages({ ...complete, email: 'legal-at-brand' })).toEqual({ email: EMAIL_INVALID });
    expect(isValidReport({ ...complete, phone: '9876543210', evidence: file('proof.pdf', 'application/pdf', 1000) })).toBe(true);
  });

  it.each(['counterfeit', 'trademark', 'other'])('takes the type %s', (type) => {
    expect(isValidReport({ ...complete, type: type as 'other' })).toBe(true);
  });

  it('refuses a type it does not know', () => {
    expect(isValidReport({ ...complete, type: 'copyright' as 'other' })).toBe(false);
  });

  it.each([
    ['a JPG', file('photo.jpg', 'image/jpeg', 2_000_000)],
    ['a PNG', file('screen.png', 'image/png', 1)],
    ['a PDF of exactly 10MB', file('letter.pdf', 'application/pdf', 10 * 1024 * 1024)],
    ['a JPG whose type the browser left blank', file('photo.JPEG', '', 5000)],
  ])('accepts %s as evidence', (_what, evidence) => {
    expect(evidenceProblem(evidence)).toBeUndefined();
    expect(isValidReport({ ...complete, evidence })).toBe(true);
  });

  it('refuses a file over 10MB, and any other type, each with its message at the field', () => {
    expect(messages({ ...complete, evidence: file('big.png', 'image/png', 10 * 1024 * 1024 + 1) })).toEqual({ evidence: EVIDENCE_TOO_LARGE });
    expect(messages({ ...complete, evidence: file('notes.txt', 'text/plain', 10) })).toEqual({ evidence: EVIDENCE_WRONG_TYPE });
    expect(messages({ ...complete, evidence: file('clip.gif', 'image/gif', 10) })).toEqual({ evidence: EVIDENCE_WRONG_TYPE });
    expect(messages({ ...complete, evidence: file('trick.pdf', 'application/x-msdownload', 10) })).toEqual({ evidence: EVIDENCE_WRONG_TYPE });
  });

  it("says the policy's limits and time in its words", () => {
    expect(INFRINGEMENT.evidenceMaxBytes).toBe(10 * 1024 * 1024);
    expect(EVIDENCE_HINT).toBe('JPG, PNG or PDF, up to 10MB');
    expect(EVIDENCE_TOO_LARGE).toBe('The evidence file must be 10MB or smaller');
    expect(EVIDENCE_WRONG_TYPE).toBe('The evidence must be a JPG, PNG or PDF file');
    expect(INFRINGEMENT.actionHours).toBe(48);
  });
});
