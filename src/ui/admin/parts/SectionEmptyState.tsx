import { Card } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';

/** A section with nothing in it yet, in a card: why, and what comes next. */
export function SectionEmptyState({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="admin-empty">
      <EmptyState icon={icon} title={title} action={action}>
        {children}
      </EmptyState>
    </Card>
  );
}
