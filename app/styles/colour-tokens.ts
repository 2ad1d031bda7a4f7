/**
 * Colour tokens read from app/styles/site.css, the only place colours are written. Places that
 * cannot use CSS — the theme-color meta, the share images and app icons rendered by the build —
 * take the value from the stylesheet's text through this parser, so they never keep a copy.
 */

/** The value of `--color-<name>` in the stylesheet's text; throws when the token is missing. */
export function colourToken(css: string, name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\b`, "i").exec(css)?.[1];
  if (!value) throw new Error(`--color-${name} not found in app/styles/site.css`);
  return value;
}
