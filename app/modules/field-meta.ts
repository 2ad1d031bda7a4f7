/**
 * What the editor (/admin/) shows for a field of an owner's file is said at the field, in its zod
 * schema (docs/decisions/0074): `.meta({ title })` is the field's German label, `.describe()` its
 * hint. The editor's form is generated from the schemas (app/editor/zod-to-decap.ts), so a field
 * added to a schema shows with its label, and one without a title stops the editor. Besides
 * label and hint a field may say how it is typed in; these keys, checked by TypeScript:
 */
import type { z } from "zod";

declare module "zod" {
  interface GlobalMeta {
    /** Sentences rather than a few words: a text box of several lines (for a list of texts: each item's box). */
    multiline?: boolean;
    /** A list: what one entry is called („Absatz“, „Frage“); the editor's „add“ button names it. */
    item?: string;
    /** A list of objects: the field of an entry whose value names the entry in the list. */
    summary?: string;
  }
}

/** What a field's schema says for the editor: `title`, `description` and the keys above. */
export type FieldMeta = z.GlobalMeta;
