import { Flex, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { EVIDENCE_HINT } from '../../../domain/company/infringement-report';
import { INFRINGEMENT } from '../../../domain/policies/shop-policies';

interface EvidenceFieldProps {
  onChoose: (file: File | null) => void;
  error?: string;
}

/**
 * The optional evidence file. The browser's own file input (Radix has none): the `accept` list
 * only steers the picker, so the form checks the type and size itself.
 */
export function EvidenceField({ onChoose, error }: EvidenceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Evidence (optional)
      </Text>
      <input
        id={id}
        name="evidence"
        type="file"
        className="company-file-input"
        accept={INFRINGEMENT.evidenceTypes.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
      <Text id={hintId} size="1" color="gray">
        {EVIDENCE_HINT}
      </Text>
      {error && (
        <Text id={errorId} size="2" color="red">
          {error}
        </Text>
      )}
    </Flex>
  );
}
