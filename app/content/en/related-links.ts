/**
 * The text of a „Read next“ link of an English article (docs/decisions/0073): an article by its
 * title, the English pages by the words the owner gave them in texte/expats.yaml and
 * texte/ratgeber-seiten.yaml. Pure apart from those texts, so the article page and the tests agree.
 */
import { englishRoutes } from "~/config/english-routes";
import { siteConfig } from "~/config/site-config";
import { isEnglishArticlePath } from "~/modules/english-guide-schema";
import { expatsPage } from "./expats";

const PAGE_LABELS: Readonly<Partial<Record<string, string>>> = {
  expats: expatsPage.seo.title,
  calculators: expatsPage.next.calculators,
  glossary: expatsPage.next.glossary,
  guide: expatsPage.next.guide,
  home: siteConfig.brand,
};

/** The link text for `link` (a path of the English section, maybe with an anchor). */
export function englishLinkLabel(link: string, articleTitle: (slug: string) => string | undefined): string {
  const [path] = link.split("#");
  if (isEnglishArticlePath(path!)) return articleTitle(path!.split("/").at(-1)!) ?? path!;
  const page = englishRoutes.find((route) => route.path === path)?.page;
  return (page && PAGE_LABELS[page]) ?? path!;
}
