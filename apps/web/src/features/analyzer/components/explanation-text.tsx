import type { AnalysisLanguage } from '@arogya/contracts/analysis';

type Block = { kind: 'text'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*[-•*]\s+/;

/** Paragraphs are separated by a blank line; runs of '- ' lines inside one become a list. */
function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let current: Block | undefined;
    for (const line of paragraph.split('\n')) {
      if (!line.trim()) continue;
      const kind = BULLET.test(line) ? 'list' : 'text';
      if (current?.kind !== kind) {
        current = kind === 'list' ? { kind, items: [] } : { kind, lines: [] };
        blocks.push(current);
      }
      if (current.kind === 'list') current.items.push(line.replace(BULLET, ''));
      else current.lines.push(line);
    }
  }
  return blocks;
}

/**
 * The simplified explanation, as paragraphs and real lists so that screen readers announce
 * "list, 2 items". Text only: the server's words are never read as HTML.
 */
export function ExplanationText({
  text,
  language,
}: {
  text: string;
  /** Lets screen readers read a Hindi explanation with a Hindi voice. */
  language: AnalysisLanguage | undefined;
}) {
  return (
    <div lang={language} className="space-y-3 text-lg text-slate-800">
      {toBlocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.lines.join('\n')}
          </p>
        ),
      )}
    </div>
  );
}
