import type { ReactNode } from "react";

export type LegalSection = {
  /** Anchor id, also used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
};

type LegalDocumentProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
};

/**
 * Layout shared by the Privacy Policy and the Terms of Service: a title, the date, a
 * table of contents (a sticky side column on wide screens) and numbered sections.
 */
export function LegalDocument({ title, lastUpdated, intro, sections }: LegalDocumentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl border-b border-border pb-8">
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
          Legal
        </p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">{`Last updated: ${lastUpdated}`}</p>
        <div className="mt-6 space-y-4 text-base leading-7 text-muted-foreground">{intro}</div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold text-foreground">
            On this page
          </h2>
          <ol className="mt-3 space-y-2 border-l border-border text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-4 text-muted-foreground transition-colors hover:border-indigo-400 hover:text-foreground focus-visible:border-indigo-500 focus-visible:text-foreground focus-visible:outline-none"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2
                id={`${section.id}-title`}
                className="text-2xl font-semibold tracking-tight text-foreground"
              >
                <span className="mr-2 text-indigo-600 tabular-nums dark:text-indigo-400">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-muted-foreground [&_a]:font-medium [&_a]:text-indigo-600 [&_a]:underline-offset-4 [&_a:hover]:underline dark:[&_a]:text-indigo-400 [&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.content}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
