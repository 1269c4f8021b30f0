import { Accordion as PrimeAccordion, AccordionTab } from 'primereact/accordion';
import type { ReactNode } from 'react';

export type AccordionItem = { id: string; title: string; content: ReactNode };

/** PrimeReact's Accordion in the house style: several panels may be open at once. */
export function Accordion({ items, className }: { items: AccordionItem[]; className?: string }) {
  return (
    <PrimeAccordion multiple className={['wb-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <AccordionTab key={item.id} header={item.title} headerClassName="wb-accordion__header">
          {item.content}
        </AccordionTab>
      ))}
    </PrimeAccordion>
  );
}
