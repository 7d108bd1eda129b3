/**
 * The small part of Markdown our content files use (the legal texts): '## ' headings, '- '
 * lists, paragraphs separated by blank lines, and **bold**.
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

export function parseProse(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines[0]!.startsWith('## ')) blocks.push({ kind: 'heading', text: lines[0]!.slice(3) });
    else if (lines.every((line) => line.startsWith('- ')))
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2)) });
    else blocks.push({ kind: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** A line's text and bold runs, in order. */
export function inlineRuns(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
}
