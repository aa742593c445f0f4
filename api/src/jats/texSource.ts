/**
 * The maths of a `<tex-math>`, whatever form the typesetter gave it: a bare expression, a `$…$`,
 * `$$…$$`, `\(…\)` or `\[…\]` fragment, an equation environment, or a whole LaTeX document
 * (`\documentclass…\begin{document}$…$\end{document}`, as Pensoft delivers it). The body's maths is
 * taken and the preamble's `\newcommand`, `\renewcommand`, `\DeclareMathOperator` and `\def` lines are
 * kept in front of it, so temml honours them (docs/content.md, "Formulas").
 */
const DEFINITIONS = /\\(?:(?:re)?newcommand\*?|DeclareMathOperator\*?|def)\b/g;

/** The definitions of a preamble, each as written (balanced braces), in order. */
function definitionsOf(preamble: string): string[] {
  const found: string[] = [];
  for (const match of preamble.matchAll(DEFINITIONS)) {
    let i = match.index + match[0].length;
    // Up to the end of the definition's last brace group: name, optional [n], then the body.
    let groups = 0;
    while (i < preamble.length) {
      const ch = preamble[i]!;
      if (ch === '{') {
        let depth = 0;
        do {
          if (preamble[i] === '\\') i++;
          else if (preamble[i] === '{') depth++;
          else if (preamble[i] === '}') depth--;
          i++;
        } while (depth > 0 && i < preamble.length);
        groups++;
        const next = /^\s*([{[])/.exec(preamble.slice(i));
        if (!next) break;
        if (next[1] === '[') {
          const close = preamble.indexOf(']', i);
          if (close < 0) break;
          i = close + 1;
        }
      } else if (ch === '\n' && groups > 0) break;
      else i++;
    }
    found.push(preamble.slice(match.index, i).trim());
  }
  return found;
}

const WRAPPERS: Array<[RegExp, string]> = [
  [/^\$\$([\s\S]*)\$\$$/, '$1'],
  [/^\$([\s\S]*)\$$/, '$1'],
  [/^\\\[([\s\S]*)\\\]$/, '$1'],
  [/^\\\(([\s\S]*)\\\)$/, '$1'],
  [/^\\begin\{(?:equation|displaymath|math)\*?\}([\s\S]*)\\end\{(?:equation|displaymath|math)\*?\}$/, '$1'],
  // Layout boxes a standalone document puts its formula in (\begin{varwidth}{50in}…, as Pensoft's do).
  [/^\\begin\{(varwidth|minipage)\}(?:\[[^\]]*\])*\{[^}]*\}([\s\S]*)\\end\{\1\}$/, '$2'],
  [/^\\begin\{center\}([\s\S]*)\\end\{center\}$/, '$1'],
];

/** An expression without the delimiters around it. */
function unwrap(tex: string): string {
  let source = tex.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const [pattern, replacement] of WRAPPERS) {
      const next = source.replace(pattern, replacement).trim();
      if (next !== source) {
        source = next;
        changed = true;
      }
    }
  }
  return source;
}

/** The TeX temml is given for a `<tex-math>`'s text, and the maths alone (shown when it cannot be converted). */
export function texSource(text: string): { source: string; maths: string } {
  const begin = text.indexOf('\\begin{document}');
  if (begin < 0) {
    const maths = unwrap(text);
    return { source: maths, maths };
  }
  const end = text.indexOf('\\end{document}', begin);
  const body = text.slice(begin + '\\begin{document}'.length, end < 0 ? undefined : end);
  // A preamble's comments are not definitions: drop them before reading it.
  const preamble = text.slice(0, begin).replace(/(^|[^\\])%.*$/gm, '$1');
  const maths = unwrap(body.replace(/(^|[^\\])%.*$/gm, '$1'));
  const definitions = definitionsOf(preamble);
  return { source: [...definitions, maths].join('\n'), maths };
}
