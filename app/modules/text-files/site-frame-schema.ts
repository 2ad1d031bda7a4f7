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
        home: text.meta({ title: "Link „Home“ (zum Seitenanfang der Startseite)" }),
        about: text.meta({ title: "Link zu „Über mich“" }),
        contact: text.meta({ title: "Link zu „Kontakt“" }),
        groups: text.meta({ title: "Menü der Berufsseiten" }),
        open: text.meta({ title: "Knopf „Menü öffnen“ (Handy, für Screenreader)" }),
        close: text.meta({ title: "Knopf „Menü schließen“ (für Screenreader)" }),
        dialog: text.meta({ title: "Name des Handy-Menüs (für Screenreader)" }),
        navigation: text.meta({ title: "Name der Navigation (für Screenreader)" }),
        navigationPhone: text.meta({ title: "Name der Handy-Navigation (für Screenreader)" }),
        homeLink: text.meta({ title: "Logo-Link zur Startseite (für Screenreader)" }),
      })
      .strict()
      .meta({ title: "Menü" }),
    footer: z
      .object({
        contact: text.meta({ title: "Überschrift „Kontakt“" }),
        hours: text.meta({ title: "Zeile zu den Telefonzeiten" }),
        legal: text.meta({ title: "Überschrift „Rechtliches“" }),
        followAndLegal: text.meta({ title: "Überschrift, wenn Sie Profile angegeben haben" }),
        firstInformationPdf: text.meta({ title: "Link zur Erstinformation als PDF (für Screenreader)" }),
        cookieSettings: text.meta({ title: "Knopf „Cookie-Einstellungen“" }),
      })
      .strict()
      .meta({ title: "Seitenfuß" }),
    /** The frame's small words that every page carries: the skip link, the menu's call button, the busy overlay, the legal dialog. */
    shell: z
      .object({
        skipLink: text.meta({ title: "Link „Zum Inhalt springen“ (Tastatur)" }),
        call: text.meta({ title: "Anruf-Knopf im Handy-Menü ({telefon})" }),
        loading: text.meta({ title: "Meldung, während eine Seite lädt" }),
        legalDialogTitle: text.meta({ title: "Titel des Fensters der Rechtstexte, bevor der Text geladen ist" }),
        close: text.meta({ title: "Knopf „Schließen“ der Rechtstexte (für Screenreader)" }),
      })
      .strict()
      .meta({ title: "Kleine Wörter des Rahmens" }),
    professionPage: z
      .object({
        backToHome: text.meta({ title: "Link zurück zur Startseite" }),
        adviserCard: z
          .object({ line: text.meta({ title: "Satz", multiline: true }), link: text.meta({ title: "Link" }) })
          .strict()
          .meta({ title: "Karte „Über mich“" }),
        featuresHeading: text.meta({ title: "Überschrift der Merkmale" }),
        benefitsHeading: text.meta({ title: "Überschrift der Karten" }),
        whyPkvHeading: text.meta({ title: "Überschrift des roten Bands" }),
        plannablePremiums: text.meta({ title: "Zweiter Vorteil im roten Band" }),
        fastReimbursement: text.meta({ title: "Dritter Vorteil im roten Band" }),
        figureSourcesHeading: text.meta({ title: "Überschrift der Rechtsgrundlagen" }),
        nextYearNoteLabel: text.meta({ title: "Hinweis zum Jahreswechsel (Vorspann)" }),
        readyHeading: text.meta({ title: "Überschrift vor der Anfrage" }),
        readyButton: text.meta({ title: "Knopf vor der Anfrage" }),
        overviewHeading: text.meta({ title: "Überschrift des Überblicks" }),
        foldedTextOne: text.meta({ title: "Aufklappen, ein Abschnitt" }),
        foldedTextMany: text.meta({ title: "Aufklappen, mehrere Abschnitte ({anzahl})" }),
        enquiryHeading: text.meta({ title: "Überschrift der Anfrage" }),
        faqHeading: text.meta({ title: "Überschrift der häufigen Fragen" }),
      })
      .strict()
      .meta({ title: "Feste Überschriften der Berufsseiten ({gruppe} = Berufsgruppe der Seite)" }),
    notFound: z
      .object({
        eyebrow: text.meta({ title: "Zeile über der Überschrift" }),
        title: text.meta({ title: "Überschrift" }),
        text: text.meta({ title: "Text", multiline: true }),
        homeLink: text.meta({ title: "Link zur Startseite" }),
        groupsHeading: text.meta({ title: "Überschrift der Berufsseiten" }),
        groupLink: text.meta({ title: "Link je Berufsseite ({gruppe})" }),
      })
      .strict()
      .meta({ title: "Seite „nicht gefunden“ (404)" }),
    offline: z
      .object({
        eyebrow: text.meta({ title: "Zeile über der Überschrift" }),
        title: text.meta({ title: "Überschrift" }),
        text: text.meta({ title: "Text", multiline: true }),
        homeLink: text.meta({ title: "Link zur Startseite" }),
        pagesHeading: text.meta({ title: "Überschrift der gespeicherten Seiten" }),
      })
      .strict()
      .meta({ title: "Seite „offline“" }),
  })
  .strict();

export type SiteFrameText = z.output<typeof siteFrameTextSchema>;
