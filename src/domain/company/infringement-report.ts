import { z } from 'zod/mini';
import { INFRINGEMENT } from '../policies/shop-policies';
import { emailField, NAME_REQUIRED, requiredText } from './contact-form';

export const REPORT_TYPES = [
  { id: 'counterfeit', label: 'Counterfeit' },
  { id: 'trademark', label: 'Trademark' },
  { id: 'other', label: 'Other' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['id'];
export const DEFAULT_REPORT_TYPE: ReportType = 'counterfeit';

export const PRODUCT_LINK_REQUIRED = 'Please enter the link to the product';
export const DETAILS_REQUIRED = 'Please describe the infringement';

/** What the form knows of a chosen file (a browser File has these). */
export interface EvidenceFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

const MEGABYTE = 1024 * 1024;
/** '10MB', from the policy. */
export const EVIDENCE_MAX_SIZE_TEXT = `${INFRINGEMENT.evidenceMaxBytes / MEGABYTE}MB`;

const TYPE_NAMES: Record<string, string> = { 'image/jpeg': 'JPG', 'image/png': 'PNG', 'application/pdf': 'PDF' };
/** 'JPG, PNG or PDF', from the policy's types. */
export const EVIDENCE_TYPES_TEXT = listed(INFRINGEMENT.evidenceTypes.map((type) => TYPE_NAMES[type] ?? type));

export const EVIDENCE_HINT = `${EVIDENCE_TYPES_TEXT}, up to ${EVIDENCE_MAX_SIZE_TEXT}`;
export const EVIDENCE_WRONG_TYPE = `The evidence must be a ${EVIDENCE_TYPES_TEXT} file`;
export const EVIDENCE_TOO_LARGE = `The evidence file must be ${EVIDENCE_MAX_SIZE_TEXT} or smaller`;

/** Extensions for a file whose type the browser left blank (some systems do). */
const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/** The file's media type: the browser's, or read from its extension when the browser gave none. */
function mediaType(file: EvidenceFile): string {
  if (file.type) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

/** Why an evidence file is refused, or undefined when it is accepted. */
export function evidenceProblem(file: EvidenceFile): string | undefined {
  if (!INFRINGEMENT.evidenceTypes.includes(mediaType(file))) return EVIDENCE_WRONG_TYPE;
  if (file.size > INFRINGEMENT.evidenceMaxBytes) return EVIDENCE_TOO_LARGE;
  return undefined;
}

const evidenceSchema = z.nullable(
  z.custom<EvidenceFile>((value) => {
    const file = value as EvidenceFile | null | undefined;
    return typeof file === 'object' && file !== null && typeof file.size === 'number' && typeof file.name === 'string';
  }),
);

export const reportSchema = z
  .object({
    type: z.enum(REPORT_TYPES.map((type) => type.id) as [ReportType, ...ReportType[]]),
    name: requiredText(NAME_REQUIRED),
    email: emailField,
    phone: z.string().check(z.trim()),
    productLink: requiredText(PRODUCT_LINK_REQUIRED),
    details: requiredText(DETAILS_REQUIRED),
    evidence: evidenceSchema,
  })
  .check(
    z.superRefine((report, context) => {
      const problem = report.evidence ? evidenceProblem(report.evidence) : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['evidence'], input: report.evidence });
    }),
  );

export type InfringementReport = z.infer<typeof reportSchema>;

export const EMPTY_REPORT: InfringementReport = {
  type: DEFAULT_REPORT_TYPE,
  name: '',
  email: '',
  phone: '',
  productLink: '',
  details: '',
  evidence: null,
};

function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** Does the report pass the form's checks, the evidence file's included? */
export function isValidReport(report: InfringementReport): boolean {
  return z.safeParse(reportSchema, report).success;
}
