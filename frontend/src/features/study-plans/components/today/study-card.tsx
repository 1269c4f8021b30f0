import type { ReactNode } from 'react';
import { TitledSection } from '../../../../components/layout/titled-section';

/** A card of the today page: its title, what stands beside it (a badge, arrows), then its body. */
export function StudyCard({ titleId, title, head, children }: { titleId: string; title: string; head?: ReactNode; children: ReactNode }) {
  return (
    <TitledSection titleId={titleId} title={title} className="surface-card study-card stack" headClassName="study-card__head" titleClassName="study-card__title" head={head}>
      {children}
    </TitledSection>
  );
}
