/**
 * The editor's whole configuration (what Decap CMS otherwise reads from a config.yml), built from
 * the zod schemas the build validates with, so the form and the build cannot disagree
 * (docs/decisions/0051-decap-cms-editor.md). Built when the editor loads; no config file to
 * regenerate. Pure: the tests build it in Node and compare it with the schemas.
 */
import { SITE_CONFIG_FILE, siteConfigSchema } from "~/config/site-config-schema";
import { calculatorRoute } from "~/config/site-routes";
import { pageRoutes } from "~/config/page-routes";
import { PROFESSION_FILES } from "~/config/profession-files";
import { addressSlug } from "~/config/page-address";
import { CALCULATORS } from "~/content/calculator-page";
import { professionSchema } from "~/modules/profession-schema";
import { TEXT_FILES, textFileFolderOf, type TextFileName } from "~/modules/text-files/text-files";
import { internalLinkLabel } from "~/content/ratgeber-links";
import { topicLabels } from "~/content/ratgeber-pages";
import { ARTICLE_FILES, ARTICLE_TOPICS, articleSchema, calculatorAnchors, GLOSSARY_FILES, glossaryTermSchema } from "~/modules/ratgeber-schema";
import { EDITOR_API_PATH } from "../../scripts/lib/security-headers.mjs";
import { articleBodyHint, articleFields, bodyLabels, glossaryFields, professionFields, siteConfigFields } from "./field-labels";
import { englishTextFiles, type EnglishTexts } from "./english-texts";
import { SITE_IMAGE_FOLDER } from "./media-files";
import { decapFields, type DecapField, type FieldSpecs } from "./zod-to-decap";

/** The articles and terms on disk when the editor was built (scripts/editor/content-index.mjs). */
export interface ContentIndex {
  articles: readonly { slug: string; title: string }[];
  glossary: readonly { slug: string; term: string }[];
}

/** Online editing through a git host (off unless set when the editor is built; docs/handbuch.md). */
export interface GitBackend {
  name: "github" | "gitlab" | "gitea";
  repo: string;
  branch: string;
  /** The OAuth service that logs the owner in to the git host (GitHub needs one; docs/handbuch.md). */
  base_url?: string;
  /** GitLab without an OAuth service: the OAuth application's id, logged in with PKCE. */
  auth_type?: "pkce";
  app_id?: string;
}

/** The collection names; the preview templates and the checks before saving are registered under them. */
export const COLLECTIONS = {
  articles: "ratgeber",
  glossary: "glossar",
  professions: "berufe",
  texts: "texte",
  englishTexts: "texte-englisch",
  settings: "einstellungen",
} as const;
export const SITE_CONFIG_ENTRY = "angaben";

/** How long after such a save the editor starts again: long enough to read „Gespeichert.“. */
export const RESTART_AFTER_SAVE_MS = 1500;

/** Whether saving an entry of `collection` changes what the previews fill in (the config, a text file): the editor then starts again (fresh-content.ts). */
export function restartsTheEditor(collection: unknown): boolean {
  return collection === COLLECTIONS.settings || collection === COLLECTIONS.texts || collection === COLLECTIONS.englishTexts;
}
/** Decap format name of the JSON the config file is written in (json-format.ts). */
export const SITE_JSON_FORMAT = "site-json";
/** Decap format name of the YAML the profession files are written in (yaml-format.ts). */
export const PROFESSION_YAML_FORMAT = "profession-yaml";
/** Decap format name of the YAML the text files are written in (text-yaml-format.ts). */
export const TEXT_YAML_FORMAT = "text-yaml";

/**
 * A new profession file's name: set by the check before saving (main.tsx) from „Berufsgruppe“ with
 * ä → ae, ö → oe, ü → ue, ß → ss (addressSlug), read by the collection's `slug` template, and never
 * written into the file (yaml-format.ts drops it). Decap's own slug rules know only ä → a
 * (docs/decisions/0071).
 */
export const PROFESSION_FILE_NAME_KEY = "__dateiname";

/** The file name (and so the address /pkv-<name>) a profession page called `groupName` gets. */
export function professionFileName(groupName: unknown): string {
  return addressSlug(String(groupName ?? "")) || "neue-seite";
}

/** Every internal link an article may list under „Passend dazu“, labelled as the page shows it. */
export function relatedLinkOptions(index: ContentIndex): { value: string; label: string }[] {
  const title = (slug: string) => index.articles.find((article) => article.slug === slug)?.title;
  const paths = [
    ...pageRoutes.map((route) => route.path),
    ...calculatorAnchors.map((anchor) => `${calculatorRoute.path}#${anchor}`),
    ...index.articles.map((article) => `/ratgeber/${article.slug}`),
  ];
  return paths.map((value) => ({ value, label: `${internalLinkLabel(value, title)} (${value})` }));
}

function articleSpecs(index: ContentIndex): FieldSpecs {
  return {
    ...articleFields,
    topic: { ...articleFields.topic, override: { options: ARTICLE_TOPICS.map((topic) => ({ value: topic, label: topicLabels[topic].title })) } },
    related: {
      ...articleFields.related,
      // A choice instead of free text: only pages that exist can be picked.
      override: { widget: "select", multiple: true, options: relatedLinkOptions(index), field: undefined },
    },
  };
}

/** The profession file's fields: the guide's articles and the calculators as choices, with the titles the pages show. */
function professionSpecs(index: ContentIndex): FieldSpecs {
  return {
    ...professionFields,
    calculators: {
      ...professionFields.calculators,
      override: {
        widget: "select",
        multiple: true,
        options: CALCULATORS.map((calculator) => ({ value: calculator.id, label: calculator.title })),
        field: undefined,
      },
    },
    relatedArticles: {
      ...professionFields.relatedArticles,
      override: {
        widget: "select",
        multiple: true,
        options: index.articles.map((article) => ({ value: article.slug, label: article.title })),
        field: undefined,
      },
    },
  };
}

/** Shown above a profession page's form: the placeholders the build fills (app/content/copy-vocabulary.ts). */
const PLACEHOLDER_HINT =
  "Zahlen nie von Hand schreiben: {jahr} setzt das Jahr der Rechengrößen ein, {wert:versicherungspflichtgrenze} den Wert, {norm:versicherungspflichtgrenze} den Paragrafen; {rolle} schreibt Makler oder Maklerin, {name} und {marke} Ihren Namen und den der Website. Alle Platzhalter stehen im Handbuch. Leerzeichen vor % und €, nach § und in „z. B.“ setzt die Website selbst.";

/** The Markdown body under the frontmatter, kept exactly as typed (see the decision record on rich text). */
function bodyField(label: string, hint: string): DecapField {
  return { name: "body", label, widget: "markdown", modes: ["raw"], required: true, hint };
}

/** Removes the keys an override set to undefined (Decap validates its config and rejects them). */
function withoutUndefined(fields: DecapField[]): DecapField[] {
  return fields.map((field) => {
    const clean = Object.fromEntries(Object.entries(field).filter(([, value]) => value !== undefined)) as unknown as DecapField;
    if (clean.fields) clean.fields = withoutUndefined(clean.fields);
    if (clean.field) [clean.field] = withoutUndefined([clean.field]);
    return clean;
  });
}

function editorCollections(index: ContentIndex, english?: EnglishTexts) {
  const englishFiles = english ? englishTextFiles(english) : [];
  return [
    {
      name: COLLECTIONS.articles,
      label: "Ratgeber",
      label_singular: "Artikel",
      description: "Die Artikel unter /ratgeber. Der Dateiname ist die Adresse: ein neuer Artikel bekommt sie aus dem Titel.",
      folder: ARTICLE_FILES.folder,
      extension: ARTICLE_FILES.extension,
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
      identifier_field: "title",
      summary: "{{title}}",
      sortable_fields: ["title", "updated"],
      preview_path: "ratgeber/{{slug}}",
      fields: withoutUndefined([...decapFields(articleSchema, articleSpecs(index)), bodyField(bodyLabels.article, articleBodyHint)]),
    },
    {
      name: COLLECTIONS.glossary,
      label: "Glossar",
      label_singular: "Begriff",
      description: "Die Begriffe auf der Seite /glossar, jeder mit seiner Erklärung und seinen Quellen.",
      folder: GLOSSARY_FILES.folder,
      extension: GLOSSARY_FILES.extension,
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
      identifier_field: "term",
      summary: "{{term}}",
      sortable_fields: ["term"],
      fields: withoutUndefined([...decapFields(glossaryTermSchema, glossaryFields), bodyField(bodyLabels.glossary, "Ein bis drei Absätze in Markdown.")]),
    },
    {
      name: COLLECTIONS.professions,
      label: "Berufsseiten",
      label_singular: "Berufsseite",
      description: `Eine Seite /pkv-<name> je Berufsgruppe, mit Menüeintrag und Karte auf der Startseite. Eine neue Datei ist eine neue Seite, eine gelöschte verschwindet überall. ${PLACEHOLDER_HINT}`,
      folder: PROFESSION_FILES.folder,
      extension: PROFESSION_FILES.extension,
      format: PROFESSION_YAML_FORMAT,
      create: true,
      slug: `{{${PROFESSION_FILE_NAME_KEY}}}`,
      identifier_field: "groupName",
      // {{filename}} is the file's name, the page's address; {{slug}} would be „Berufsgruppe“ here.
      summary: "{{groupName}} (/pkv-{{filename}})",
      sortable_fields: ["order", "groupName"],
      preview_path: "pkv-{{slug}}",
      fields: withoutUndefined(decapFields(professionSchema, professionSpecs(index))),
    },
    {
      name: COLLECTIONS.texts,
      label: "Texte",
      description: `Die Texte, die auf keiner eigenen Seite stehen: Hinweise, Meldungen, das Anfrageformular, die Rechner, die Startseite. ${PLACEHOLDER_HINT}`,
      format: TEXT_YAML_FORMAT,
      files: (Object.keys(TEXT_FILES) as TextFileName[]).map((name) => ({
        name,
        label: `${TEXT_FILES[name].label} – ${TEXT_FILES[name].description}`,
        file: `${textFileFolderOf(name)}/${name}.yaml`,
        fields: withoutUndefined(decapFields(TEXT_FILES[name].schema)),
      })),
    },
    ...(englishFiles.length === 0
      ? []
      : [
          {
            name: COLLECTIONS.englishTexts,
            label: "Texte (Englisch)",
            description:
              "Die englischen Fassungen der Texte für die Seiten unter /en/, Feld für Feld wie unter „Texte“; unter jedem Feld steht der deutsche Wortlaut. Platzhalter wie {name} bleiben stehen.",
            format: TEXT_YAML_FORMAT,
            files: englishFiles.map((file) => ({ ...file, fields: withoutUndefined(file.fields) })),
          },
        ]),
    {
      name: COLLECTIONS.settings,
      label: "Einstellungen",
      format: SITE_JSON_FORMAT,
      files: [
        {
          name: SITE_CONFIG_ENTRY,
          label: "Ihre Angaben (Name, Kontakt, Telefonzeiten, Rechtliches)",
          file: SITE_CONFIG_FILE,
          fields: withoutUndefined(decapFields(siteConfigSchema, siteConfigFields)),
        },
      ],
    },
  ];
}

/** The configuration Decap CMS is started with (CMS.init({ config })). `origin` is the page's, e.g. http://localhost:4321. */
export function editorConfig({ origin, index, git, english }: { origin: string; index: ContentIndex; git?: GitBackend; english?: EnglishTexts }) {
  const localApi = new URL(EDITOR_API_PATH, origin).href;
  return {
    load_config_file: false,
    locale: "de",
    // Local first: on this computer decap-server writes the working copy (npm run edit). Without
    // it, and only if online editing was switched on, the git host's backend is used instead.
    backend: git ?? { name: "proxy", proxy_url: localApi },
    local_backend: { url: localApi },
    publish_mode: "simple",
    site_url: origin,
    display_url: origin,
    media_folder: "app/images",
    // What the image field writes, as the site names pictures; read back by site-image-widget.tsx.
    public_folder: SITE_IMAGE_FOLDER,
    // File names of new entries: lower case ASCII, words joined by „-“ (as the existing ones).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: editorCollections(index, english),
    editor: { preview: true },
  };
}
