import { inlineRuns, parseProse } from '../lib/prose.ts';

function Inline({ text }: { text: string }) {
  return inlineRuns(text).map((run, i) =>
    run.bold ? (
      <strong key={i} className="font-semibold text-ink-900">
        {run.text}
      </strong>
    ) : (
      run.text
    ),
  );
}

/** A content file (Markdown subset) as readable text. */
export function Prose({ source }: { source: string }) {
  return parseProse(source).map((block, i) =>
    block.kind === 'heading' ? (
      <h2 key={i}>{block.text}</h2>
    ) : block.kind === 'list' ? (
      <ul key={i} className="mt-3 list-disc space-y-1 pl-6">
        {block.items.map((item, j) => (
          <li key={j}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i}>
        <Inline text={block.text} />
      </p>
    ),
  );
}
