import { TextField } from '@radix-ui/themes';
import { describedBy, FormField } from '../parts/FormField';

/** Couriers that deliver across India, offered as suggestions; any other name is taken as typed. */
export const COURIERS = ['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'India Post'] as const;

/** The suggestions list the courier fields share (one on the page is enough). */
export function CourierSuggestions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {COURIERS.map((courier) => (
        <option key={courier} value={courier} />
      ))}
    </datalist>
  );
}

interface CourierFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  label?: string;
}

export function CourierField({ id, value, error, onChange, label = 'Courier' }: CourierFieldProps) {
  return (
    <FormField id={id} label={label} required error={error}>
      <TextField.Root id={id} list={`${id}-couriers`} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error })} />
      <CourierSuggestions id={`${id}-couriers`} />
    </FormField>
  );
}

export function TrackingField({ id, value, error, onChange, label = 'Tracking number' }: CourierFieldProps) {
  return (
    <FormField id={id} label={label} required error={error}>
      <TextField.Root id={id} autoComplete="off" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error })} />
    </FormField>
  );
}
