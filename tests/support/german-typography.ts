/**
 * Typographic rules for German copy. Each rule names the fault; the text shows where it is.
 * The no-break space (U+00A0) keeps "40\u00a0%", "9:00\u00a0Uhr" and "§\u00a05" together on one line.
 */

export interface TypographyRule {
  name: string;
  pattern: RegExp;
}

export const typographyRules: readonly TypographyRule[] = [
  { name: "plain space between a number and % or €", pattern: /\d[ \t]+[%€]/ },
  { name: "plain space between a number and Uhr", pattern: /\d[ \t]+Uhr\b/ },
  { name: "plain space after §", pattern: /§[ \t]/ },
  { name: "straight double quote (use „…“)", pattern: /"/ },
  { name: "hyphen used as a dash (use –)", pattern: /(^|\s)-(\s|$)/ },
  { name: "three full stops (use …)", pattern: /\.\.\./ },
  { name: "placeholder text", pattern: /lorem|ipsum/i },
  { name: "unfinished work marker", pattern: /\b(TODO|FIXME|TBD|XXX)\b/ },
];

export interface TypographyProblem {
  rule: string;
  /** The offending passage with a little context. */
  excerpt: string;
}

export function typographyProblems(text: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  for (const rule of typographyRules) {
    const match = rule.pattern.exec(text);
    if (match) {
      const from = Math.max(0, match.index - 25);
      problems.push({ rule: rule.name, excerpt: text.slice(from, match.index + match[0].length + 25) });
    }
  }
  return problems;
}
