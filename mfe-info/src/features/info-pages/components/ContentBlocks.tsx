import { Button, Icon } from '@journal/shared/ui';
import { accordion } from '@journal/shared/widgets';
import type { Block, DownloadFile } from '../model.ts';
import { RichTextView } from './RichTextView.tsx';

// Built with the shell's singletons: `@journal/shared/widgets` is bundled into this remote (shared/src/widgets/kit.ts).
const Accordion = accordion({ Icon });

/** Renders a list of content blocks; headings are the caller's (sections own h2/h3). */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </>
  );
}

function ContentBlock({ block }: { block: Block }) {
  if (typeof block === 'string') {
    return (
      <p className="leading-relaxed text-slate-700">
        <RichTextView text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700 marker:text-brand-500">
        {block.list.map((item) => (
          <li key={item}>
            <RichTextView text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if ('steps' in block) {
    return (
      <ol className="list-decimal space-y-2 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
        {block.steps.map((step) => (
          <li key={step} className="pl-1">
            <RichTextView text={step} />
          </li>
        ))}
      </ol>
    );
  }
  if ('facts' in block) {
    return (
      <dl className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
        {block.facts.map((fact) => (
          <div key={fact.term} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="font-semibold text-brand-900">{fact.term}</dt>
            <dd className="text-slate-700 sm:col-span-2">
              <RichTextView text={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if ('table' in block) {
    const { caption, columns, rows } = block.table;
    return (
      // A wide table scrolls sideways on a phone: the wrapper takes focus so keyboard users can scroll it too.
      <div
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        className={'overflow-x-auto rounded-lg border border-slate-200 bg-white'}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-4 pt-3 pb-2 text-left font-semibold text-brand-900">{caption}</caption>
          <thead className="bg-brand-50 text-brand-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="border-t border-slate-200 px-4 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')} className="border-t border-slate-200">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-2 font-medium text-slate-900">
                      <RichTextView text={cell} />
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-2 text-slate-700">
                      <RichTextView text={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  if ('panel' in block) {
    return (
      <aside
        aria-label={block.panel.title}
        className="space-y-3 rounded-lg border-l-4 border-accent-500 bg-brand-50 px-5 py-4"
      >
        <p className="font-semibold text-brand-900">{block.panel.title}</p>
        <ContentBlocks blocks={block.panel.blocks} />
      </aside>
    );
  }
  if ('files' in block) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2">
        {block.files.map((file) => (
          <DownloadCard key={file.href} file={file} />
        ))}
      </ul>
    );
  }
  return (
    <Accordion
      headingLevel={3}
      items={block.faqs.map((faq) => ({
        id: faq.id,
        question: faq.question,
        answer: (
          <div className="space-y-3">
            <ContentBlocks blocks={faq.answer} />
          </div>
        ),
      }))}
    />
  );
}

function DownloadCard({ file }: { file: DownloadFile }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
      <p className="font-semibold text-brand-900">{file.label}</p>
      <p className="flex-1 text-sm leading-relaxed text-slate-700">
        <RichTextView text={file.description} />
      </p>
      <Button href={file.href} download className="w-fit">
        Download {file.label}
        <span className="text-brand-100">({file.format})</span>
      </Button>
    </li>
  );
}
