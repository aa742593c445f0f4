import type { PageHeadData } from './head.ts';
import { PageTitle } from './PageTitle.tsx';
import { jsonLdText } from './serialize.ts';

/**
 * Renders a head built by the shared builders as React 19 document metadata (hoisted into <head>),
 * the same tags the site server sent in the first HTML; the title through PageTitle.
 */
export function PageHead({ head }: { head: PageHeadData }) {
  return (
    <>
      <PageTitle>{head.title}</PageTitle>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.tags.map((tag, index) =>
        tag.tag === 'link' ? (
          <link key={`l${index}`} rel={tag.rel} href={tag.href} type={tag.type} title={tag.title} />
        ) : 'property' in tag ? (
          <meta key={`p${index}`} property={tag.property} content={tag.content} />
        ) : (
          <meta key={`n${index}`} name={tag.name} content={tag.content} />
        ),
      )}
      {head.jsonLd.map((item, index) => (
        // jsonLdText escapes "<", so the content cannot close the script.
        <script key={`j${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
