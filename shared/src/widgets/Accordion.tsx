import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { WidgetKit } from './kit.ts';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  headingLevel?: 2 | 3;
  /** Ids of the items open at first. */
  initiallyOpen?: string[];
}

/**
 * WAI-ARIA accordion (FAQs, the conference collaboration guide): each question is a button in a
 * heading with aria-expanded/aria-controls, its answer a region labelled by it. Enter and Space
 * toggle (native buttons); Up, Down, Home and End move between questions, as the pattern suggests.
 * Built once per module with the kit's Icon (kit.ts says why): `const Accordion = accordion({ Icon });`
 */
export function accordion({ Icon }: Pick<WidgetKit, 'Icon'>) {
  return function Accordion({ items, headingLevel = 3, initiallyOpen = [] }: AccordionProps) {
    const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
    const baseId = useId();
    const buttons = useRef<Array<HTMLButtonElement | null>>([]);
    const Heading = headingLevel === 2 ? 'h2' : 'h3';

    const toggle = (id: string) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });

    const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
      const last = items.length - 1;
      const target = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (target === undefined) return;
      event.preventDefault();
      buttons.current[target]?.focus();
    };

    return (
      <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {items.map((item, index) => {
          const expanded = open.has(item.id);
          const buttonId = `${baseId}-question-${index}`;
          const panelId = `${baseId}-answer-${index}`;
          return (
            <div key={item.id}>
              <Heading className="m-0">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(item.id)}
                  onKeyDown={(event) => moveFocus(event, index)}
                  className={
                    'flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base ' +
                    'font-semibold text-brand-900 hover:bg-brand-50 ' +
                    'focus-visible:-outline-offset-2'
                  }
                >
                  <span>{item.question}</span>
                  <Icon
                    name="chevron-down"
                    className={`size-5 text-brand-600 transition-transform motion-reduce:transition-none ${
                      expanded ? 'rotate-180' : ''
                    }`}
                  />
                </button>
              </Heading>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-slate-700"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    );
  };
}
