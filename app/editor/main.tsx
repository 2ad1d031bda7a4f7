/**
 * The content editor at /admin/ (Decap CMS). Only what this site's forms use is registered: the
 * local backend (decap-server, `npm run edit`), the git hosts for optional online editing, the
 * widgets the generated fields need, the German interface. Built on its own
 * (scripts/editor/build-editor.mjs), so none of it reaches the public pages.
 */
import CMS from "decap-cms-core";
import { GiteaBackend } from "decap-cms-backend-gitea";
import { GitHubBackend } from "decap-cms-backend-github";
import { GitLabBackend } from "decap-cms-backend-gitlab";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { de } from "decap-cms-locales";
import BooleanWidget from "decap-cms-widget-boolean";
import DatetimeWidget from "decap-cms-widget-datetime";
import ListWidget from "decap-cms-widget-list";
import MarkdownWidget from "decap-cms-widget-markdown";
import NumberWidget from "decap-cms-widget-number";
import ObjectWidget from "decap-cms-widget-object";
import SelectWidget from "decap-cms-widget-select";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import contentIndex from "virtual:content-index";
import previewStyles from "./preview.css?url";
import {
  COLLECTIONS,
  editorConfig,
  RESTART_AFTER_SAVE_MS,
  restartsTheEditor,
  PROFESSION_FILE_NAME_KEY,
  PROFESSION_YAML_FORMAT,
  professionFileName,
  SITE_JSON_FORMAT,
  TEXT_YAML_FORMAT,
} from "./editor-config";
import { checkedEntry } from "./editor-validation";
import { germanPhrases } from "./german-phrases";
import { siteJsonFormat } from "./json-format";
import { professionYamlFormat } from "./yaml-format";
import { textYamlFormat } from "./text-yaml-format";
import { ArticlePreview } from "./preview/article-preview";
import { GlossaryPreview } from "./preview/glossary-preview";
import { ProfessionPreview } from "./preview/profession-preview";
import { freshEnglishNames, freshTexts } from "./fresh-content";
import { withSiteMedia } from "./media-files";
import { SiteImageWidget } from "./site-image-widget";

// Pictures with their image type and found by the site's names (media-files.ts), on every backend.
CMS.registerBackend("proxy", withSiteMedia(ProxyBackend));
CMS.registerBackend("github", withSiteMedia(GitHubBackend));
CMS.registerBackend("gitlab", withSiteMedia(GitLabBackend));
CMS.registerBackend("gitea", withSiteMedia(GiteaBackend));
for (const widget of [
  StringWidget,
  TextWidget,
  NumberWidget,
  BooleanWidget,
  SelectWidget,
  ListWidget,
  ObjectWidget,
  DatetimeWidget,
  MarkdownWidget,
  SiteImageWidget,
]) {
  CMS.registerWidget(widget.Widget());
}
CMS.registerLocale("de", germanPhrases(de));
CMS.registerCustomFormat(SITE_JSON_FORMAT, "json", siteJsonFormat);
CMS.registerCustomFormat(PROFESSION_YAML_FORMAT, "yaml", professionYamlFormat);
CMS.registerCustomFormat(TEXT_YAML_FORMAT, "yaml", textYamlFormat);

// The build's own rules before every save; a refused save shows their German list.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    // Without the file name an earlier save may have left in Decap's copy of the entry (it names the file, it is no field).
    const data = entry.get("data").delete(PROFESSION_FILE_NAME_KEY);
    // A text file's entry is named by its file (slug), which picks its schema.
    const { removed } = checkedEntry(entry.get("collection"), data.toJS(), entry.get("slug"));
    const saved = removed.reduce((current, path) => current.deleteIn(path), data);
    // A new page's file name, with ä → ae (editor-config.ts); the format leaves it out of the file.
    return entry.get("collection") === COLLECTIONS.professions ? saved.set(PROFESSION_FILE_NAME_KEY, professionFileName(saved.get("groupName"))) : saved;
  },
});

// The previews fill placeholders from the config and the text files as read when the editor
// started (fresh-content.ts): after either is saved, the editor starts again and reads them anew,
// once „Gespeichert.“ has shown (Decap says it after this event).
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    if (restartsTheEditor(entry.get("collection"))) setTimeout(() => location.reload(), RESTART_AFTER_SAVE_MS);
  },
});

CMS.registerPreviewStyle(previewStyles);
CMS.registerPreviewTemplate(COLLECTIONS.articles, ArticlePreview);
CMS.registerPreviewTemplate(COLLECTIONS.glossary, GlossaryPreview);
CMS.registerPreviewTemplate(COLLECTIONS.professions, ProfessionPreview);

CMS.init({
  config: editorConfig({
    origin: location.origin,
    index: contentIndex,
    git: __EDITOR_GIT_BACKEND__ ?? undefined,
    english: { names: freshEnglishNames, german: freshTexts },
  }) as never,
});
