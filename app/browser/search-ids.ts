/** The search dialog's id, shared by its markup and the page script without pulling components into the script. */
export const SEARCH_DIALOG_ID = "website-suche";
