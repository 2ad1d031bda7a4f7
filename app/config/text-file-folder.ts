/**
 * Where the owner's text files live (app/content/texte/<name>.yaml, decision 0058). Its own module,
 * free of imports, so the build's Vite plugin and the browser tests' load hook, which run before
 * any alias is set up, read the same path the editor and the checks do.
 */
export const TEXT_FILE_FOLDER = "app/content/texte";

/** The English twins of the text files, same names, same schemas (docs/decisions/0073). */
export const ENGLISH_TEXT_FILE_FOLDER = "app/content/en/texte";
