/**
 * The words of the frame every page shares (app/content/texte/seitenrahmen.yaml): menus, footer,
 * the profession pages' fixed headings, the 404 and offline pages. The names of the fixed pages
 * (Home, PKV-Rechner, Ratgeber, Glossar, Impressum …) stay in the route table, where the spec fixes them.
 */
import { z } from "zod";
import { text } from "~/config/schema-fields";

export const siteFrameTextSchema = z
  .object({
    menu: z
      .object({
        home: text,
        about: text,
        contact: text,
        groups: text,
        open: text,
        close: text,
        dialog: text,
        navigation: text,
        navigationPhone: text,
        homeLink: text,
      })
      .strict(),
    footer: z.object({ contact: text, hours: text, legal: text, followAndLegal: text, firstInformationPdf: text, cookieSettings: text }).strict(),
    /** The frame's small words that every page carries: the skip link, the menu's call button, the busy overlay, the legal dialog. */
    shell: z.object({ skipLink: text, call: text, loading: text, legalDialogTitle: text, close: text }).strict(),
    professionPage: z
      .object({
        backToHome: text,
        adviserCard: z.object({ line: text, link: text }).strict(),
        featuresHeading: text,
        benefitsHeading: text,
        whyPkvHeading: text,
        plannablePremiums: text,
        fastReimbursement: text,
        figureSourcesHeading: text,
        nextYearNoteLabel: text,
        readyHeading: text,
        readyButton: text,
        overviewHeading: text,
        foldedTextOne: text,
        foldedTextMany: text,
        enquiryHeading: text,
        faqHeading: text,
      })
      .strict(),
    notFound: z.object({ eyebrow: text, title: text, text, homeLink: text, groupsHeading: text, groupLink: text }).strict(),
    offline: z.object({ eyebrow: text, title: text, text, homeLink: text, pagesHeading: text }).strict(),
  })
  .strict();

export type SiteFrameText = z.output<typeof siteFrameTextSchema>;
