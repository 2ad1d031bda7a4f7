import { figureSources, nextYearNote } from "~/content/figure-notes";
import { BUILD_DATE, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, nextYearFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { formatEuro, formatEuroFromCents } from "~/modules/format-de";
import { maxHealthContributionCents } from "~/modules/savings-example-numbers";

const role = adviserRole(siteConfig);
const year = currentFigures.year;
const bbg = formatEuro(currentFigures.beitragsbemessungsgrenze);
const bbgLaw = FIGURE_SOURCES.beitragsbemessungsgrenze.citation;
/** The GKV's Höchstbeitrag for health insurance, which caps the Basistarif (§ 152 Abs. 3 VAG). */
const basistarifCap = formatEuroFromCents(maxHealthContributionCents(currentFigures));

export const selbststaendige: GroupContent = {
  slug: "selbststaendige",
  seo: {
    title: "Private Krankenversicherung für Selbstständige und Gründer",
    description:
      "PKV für Selbstständige, Freiberufler und Gründer: Wechsel ohne Einkommensgrenze, Krankentagegeld, Selbstbeteiligung und Beitrag im Alter ehrlich geplant.",
    keywords: [
      "private Krankenversicherung Selbstständige",
      "PKV Freiberufler",
      "PKV Gründer",
      "Krankentagegeld Selbstständige",
      "Krankenversicherung Existenzgründung",
      "Selbstbeteiligung PKV",
      "Beitragsrückerstattung",
      "PKV Gesellschafter-Geschäftsführer",
    ],
  },
  hero: {
    title: "Private Krankenversicherung für Selbstständige",
    targetGroup: "Für Freiberufler, Gewerbetreibende, Gründer und Unternehmer",
    subtitle:
      "Keine Einkommensgrenze, kein Arbeitgeberzuschuss, volle Eigenverantwortung – darum gehört zu Ihrem Tarif eine Rechnung, die auch schwache Monate und das Rentenalter einbezieht.",
    description:
      "Wer hauptberuflich selbstständig arbeitet, kann sich ohne Einkommensgrenze privat versichern – eine Entscheidung, die sich meist nicht mehr umkehren lässt. Entscheidend sind ein Krankentagegeld, das Ihren Verdienstausfall auffängt, eine Selbstbeteiligung, die zu Ihren Rücklagen passt, und ein Beitrag, den Ihr Geschäft auch in einem mageren Jahr trägt.",
    enquiryCta: "Tarif für meine Selbstständigkeit anfragen",
  },
  features: [
    {
      icon: "clock",
      title: "Wechsel ohne Einkommensgrenze",
      description:
        "Für hauptberuflich Selbstständige gilt keine Versicherungspflichtgrenze. Ob Sie gerade gründen oder seit Jahren am Markt sind: Der Zugang zur PKV hängt von der Gesundheitsprüfung ab, nicht von Ihrem Gewinn. Umgekehrt führt von der PKV kaum ein Weg zurück, solange Sie selbstständig bleiben.",
    },
    {
      icon: "activity",
      title: "Krankentagegeld nach Maß",
      description:
        "Fällt Ihre Arbeitskraft aus, fällt Ihr Umsatz mit. Ein Krankentagegeld zahlt ab dem vereinbarten Karenztag einen festen Betrag pro Tag – je nach Tarif schon ab dem 4.\u00a0Tag der Arbeitsunfähigkeit.",
    },
    {
      icon: "calculator",
      title: "Selbstbeteiligung als Stellschraube",
      description:
        "Wer kleinere Arztrechnungen aus eigener Tasche zahlt, senkt den Monatsbeitrag spürbar. Die Höhe des Selbstbehalts stimmen Sie auf Ihre Liquidität und Ihre Rücklagen ab.",
    },
    {
      icon: "receipt",
      title: "Beiträge steuerlich wie in der GKV",
      description:
        "Der Anteil für die Basisabsicherung samt Pflegepflichtversicherung wirkt als Sonderausgabe nach §\u00a010 Abs.\u00a01 Nr.\u00a03 EStG – genauso wie Beiträge zur gesetzlichen Kasse. Ein Vorteil der PKV ist das also nicht; Krankentagegeld und Wahlleistungen zählen nur im Rahmen der allgemeinen Höchstbeträge.",
    },
  ],
  benefits: {
    intro:
      "Als Unternehmer in eigener Sache tragen Sie jedes Risiko selbst, auch das gesundheitliche. Diese sechs Punkte entscheiden darüber, ob eine private Krankenversicherung zu Ihrer Selbstständigkeit passt.",
    cards: [
      {
        icon: "wallet",
        title: "Beitrag ohne Bezug zum Gewinn",
        description:
          "Die private Prämie richtet sich nach Eintrittsalter, Gesundheitszustand und Tarif. Ein gutes Geschäftsjahr macht Ihre Krankenversicherung also nicht teurer.",
        points: [
          `Die Krankenkasse verbeitragt dagegen alle Einkünfte bis zur Beitragsbemessungsgrenze (${year}: ${bbg} im Jahr, ${bbgLaw})`,
          "Auch Mieteinnahmen und Kapitalerträge zählen bei freiwillig Versicherten mit",
          "Den Arbeitgeberanteil gibt es für Sie in keinem der beiden Systeme",
        ],
      },
      {
        icon: "heart-pulse",
        title: "Verdienstausfall abgesichert",
        description:
          "Ohne Lohnfortzahlung steht Ihr Einkommen vom ersten Krankheitstag an still. Das Krankentagegeld überbrückt diese Lücke, während laufende Kosten weiterlaufen.",
        points: [
          "Karenzzeit wählbar, zum Beispiel ab dem 4., 15. oder 43.\u00a0Tag",
          "Tagessatz orientiert sich an Ihrem Nettoeinkommen",
          "Leistungen aus dem Krankentagegeld sind einkommensteuerfrei",
        ],
      },
      {
        icon: "piggy-bank",
        title: "Geld zurück in gesunden Jahren",
        description:
          "Viele Tarife erstatten einen Teil der Jahresbeiträge, wenn Sie keine Rechnungen einreichen. Zusammen mit einem Selbstbehalt entsteht so ein spürbarer Spareffekt.",
        points: [
          "Beitragsrückerstattung je nach Tarif und leistungsfreien Jahren",
          "Kleine Rechnungen selbst zahlen kann sich rechnen",
          "Erstattete Beiträge mindern den steuerlich abziehbaren Betrag",
        ],
      },
      {
        icon: "trending-up",
        title: "Gründungsphase realistisch planen",
        description:
          "Im ersten Geschäftsjahr schwanken die Umsätze oft stark. Der PKV-Beitrag hängt nicht vom Umsatz ab – das ist in starken Monaten ein Plus und in schwachen eine feste Belastung.",
        points: [
          "Beitrag mindestens für ein halbes Jahr als Rücklage einplanen",
          "Zusatzbausteine lassen sich später ergänzen",
          "Tarifwechsel beim selben Versicherer nach §\u00a0204 VVG möglich",
        ],
      },
      {
        icon: "hospital",
        title: "Leistungen, die im Vertrag stehen",
        description:
          "Was Ihr Tarif verspricht, ist vertraglich zugesagt – anders als der Leistungskatalog der GKV, den der Gesetzgeber ändern kann. Die Bedingungen darf der Versicherer nur nach §\u00a0203 Abs.\u00a03 VVG und mit Bestätigung eines unabhängigen Treuhänders ändern; den Umfang bestimmen Sie beim Abschluss.",
        points: [
          "Chefarzt und Einbettzimmer im Krankenhaus als Wahlleistung",
          "Zahnzusatz und Krankenhaustagegeld, wo der Tarif sie vorsieht",
          "Freie Arztwahl, solange der Tarif keinen Primärarzt vorschreibt",
        ],
      },
      {
        icon: "briefcase",
        title: "Auch für Gesellschafter-Geschäftsführer",
        description:
          "Wer eine GmbH führt und an ihr beteiligt ist, gilt nicht automatisch als selbstständig. Klarheit bringt das Statusfeststellungsverfahren der Deutschen Rentenversicherung.",
        points: [
          "Ohne Sozialversicherungspflicht gelten dieselben Regeln wie für Selbstständige",
          "Als Beschäftigter greifen Versicherungspflichtgrenze und Arbeitgeberzuschuss",
          "Den Status vor dem Tarifabschluss klären lassen",
        ],
      },
    ],
  },
  whyPkv: {
    savings: `Wer als Selbstständiger gut verdient, kann privat weniger zahlen als den Höchstbeitrag der GKV, wenn er jung und gesund eintritt, keine Familie mitversichern müsste und einen Selbstbehalt wählt, der zu seinen Rücklagen passt; das Rechenbeispiel unter dem Band geht von einer selbstständigen Person ohne Kinder aus. Denn die Krankenkasse bemisst den Beitrag nach Ihren gesamten Einkünften bis zur Beitragsbemessungsgrenze (${year}: ${bbg} jährlich, ${bbgLaw}), der private Versicherer nach dem versicherten Risiko; wie viel es im Einzelfall wird, hängt von Alter, Gesundheit und Tarif ab.`,
    plannablePremiums:
      "Auch private Beiträge steigen, wenn die Gesundheitskosten zulegen oder die Versicherten länger leben als kalkuliert – nach den Regeln des §\u00a0203 Abs.\u00a02 VVG und des §\u00a0155 VAG, mit allen Rechnungsgrundlagen neu berechnet und erst, wenn ein unabhängiger Treuhänder die Neuberechnung geprüft hat. Planbar werden sie durch Alterungsrückstellungen, den gesetzlichen Beitragszuschlag von 10\u00a0%, den §\u00a0149 VAG im Alter zwischen 21 und 60\u00a0Jahren vorsieht, und einen Beitragsentlastungstarif, den Sie selbst finanzieren. Mit dem Ruhestand endet zudem das Krankentagegeld, und dessen Beitragsanteil fällt weg.",
    fastReimbursement:
      "Arztrechnungen reichen Sie per App ein, bei vielen Versicherern ist das Geld je nach Bearbeitung oft binnen weniger Tage auf Ihrem Konto – so binden Behandlungskosten Ihre Liquidität nur kurz. Bei einem Klinikaufenthalt rechnet das Krankenhaus über die Klinikcard direkt mit dem Versicherer ab, falls Ihr Versicherer eine Klinikcard anbietet.",
  },
  readyCta: `Nennen Sie kurz Ihre Tätigkeit, Ihr ungefähres Einkommen und Ihre Wünsche – das dauert etwa zwei Minuten. Ich stelle Ihnen danach kostenlos und unverbindlich gegenüber, welche Kombination aus Selbstbeteiligung und Krankentagegeld zu Ihrem Betrieb passt; meine Vergütung als ${role.shortNoun} zahlt der Versicherer.`,
  overview: {
    intro:
      "Für Selbstständige ist die Krankenversicherung eine unternehmerische Entscheidung: Sie zahlen den Beitrag allein, Sie tragen den Verdienstausfall allein, und Sie planen Ihre Altersversorgung allein. Die folgenden Abschnitte zeigen, worauf es bei der Wahl ankommt.",
    sections: [
      {
        heading: "Wer wählen darf",
        paragraphs: [
          "Hauptberuflich Selbstständige – Freiberufler wie Architekten, Berater oder Designer, Gewerbetreibende, Handwerksmeister mit eigenem Betrieb und Gründer – unterliegen keiner Versicherungspflichtgrenze. Wer dagegen angestellt ist und nebenbei selbstständig arbeitet, bleibt über die Beschäftigung versichert. Für Künstler und Publizisten in der Künstlersozialkasse gelten eigene Regeln. Bei Gesellschafter-Geschäftsführern einer GmbH entscheidet die Statusfeststellung darüber, ob sie wie Selbstständige behandelt werden.",
        ],
      },
      {
        heading: "Der Vergleich mit der gesetzlichen Kasse",
        paragraphs: [
          `Als freiwilliges Mitglied der GKV zahlen Sie den vollen Beitrag einschließlich Zusatzbeitrag und Pflegeversicherung selbst. Bemessen wird er nach allen Einkünften bis zur Beitragsbemessungsgrenze, ${year} sind das ${bbg} im Jahr (${bbgLaw}). Die Kasse setzt den Beitrag zunächst vorläufig nach dem letzten Einkommensteuerbescheid fest und korrigiert ihn später – Nachzahlungen nach einem guten Jahr sind also möglich. Ihr privater Tarif kennt keine Einkommensstaffel; lediglich das versicherte Krankentagegeld orientiert sich am Verdienst.`,
        ],
      },
      {
        heading: "Gründen mit schwankendem Einkommen",
        paragraphs: [
          "In den ersten Jahren nach der Gründung sind Umsätze selten planbar, und trotzdem wird der Krankenversicherungsbeitrag jeden Monat fällig. Legen Sie deshalb eine Reserve für mehrere Monatsbeiträge an und wählen Sie anfangs einen soliden Grundschutz statt aller denkbaren Extras. Zusatzbausteine lassen sich später ergänzen, wenn das Geschäft trägt – dann allerdings mit erneuter Gesundheitsprüfung für den zusätzlichen Schutz.",
        ],
      },
      {
        heading: "Krankentagegeld: der wichtigste Baustein",
        paragraphs: [
          "Angestellte erhalten sechs Wochen Lohnfortzahlung, Selbstständige nicht. Schon eine Grippe von zwei Wochen kann Aufträge und Einnahmen kosten, während Miete, Leasingraten und Versicherungen weiterlaufen. Das Krankentagegeld zahlt ab dem gewählten Karenztag einen vereinbarten Tagessatz, der sich an Ihrem Nettoeinkommen orientiert. Steigt Ihr Gewinn, sollten Sie den Tagessatz erhöhen; sinkt er dauerhaft, darf der Versicherer ihn anpassen. Bei Berufsunfähigkeit endet das Krankentagegeld in der Regel – dafür braucht es eine eigene Absicherung.",
        ],
      },
      {
        heading: "Selbstbeteiligung, Rückerstattung und Steuer",
        paragraphs: [
          "Ein jährlicher Selbstbehalt senkt die Prämie; Sie zahlen dafür Routinebesuche selbst. Bleiben Sie ein Jahr leistungsfrei, erstatten viele Tarife zusätzlich einen Teil der Beiträge. Steuerlich gilt: Beiträge zur Basisabsicherung und zur Pflegepflichtversicherung setzen Sie als Vorsorgeaufwendungen ab, Wahlleistungen und Krankentagegeld nur im Rahmen allgemeiner Höchstbeträge, die meist schon ausgeschöpft sind. Der selbst getragene Selbstbehalt zählt nicht als Beitrag.",
        ],
      },
      {
        heading: "Ehrlich geplant: Familie, Rückweg und Alter",
        paragraphs: [
          "In der PKV braucht jedes Familienmitglied einen eigenen Vertrag; eine beitragsfreie Familienversicherung wie in der GKV gibt es nicht. Der Weg zurück in die gesetzliche Kasse ist für hauptberuflich Selbstständige in aller Regel verschlossen: Eine Nebenbeschäftigung macht sie nicht versicherungspflichtig (§\u00a05 Abs.\u00a05 SGB\u00a0V), und freiwillig beitreten kann nur, wer aus einer Pflichtversicherung ausscheidet, vorher lange genug gesetzlich versichert war und den Beitritt binnen drei Monaten anzeigt (§\u00a09 SGB\u00a0V). Zurück führt meist nur eine Beschäftigung als Hauptberuf mit einem Gehalt unter der Versicherungspflichtgrenze, und ab 55\u00a0Jahren auch sie in der Regel nicht mehr (§\u00a06 Abs.\u00a03a SGB\u00a0V). Einen Zuschuss der Rentenversicherung gibt es nur auf eine gesetzliche Rente; der PKV-Beitrag im Ruhestand gehört deshalb von Anfang an in Ihre Altersplanung.",
        ],
      },
      {
        heading: "Wenn es eng wird: Basis-, Standard- und Notlagentarif",
        paragraphs: [
          `Jeder private Krankenversicherer muss den Basistarif anbieten (§\u00a0152 VAG). Seine Leistungen sind mit denen der GKV vergleichbar, der Versicherer muss jeden Berechtigten ohne Risikozuschläge und Leistungsausschlüsse aufnehmen, und der Beitrag darf den Höchstbeitrag der GKV bei durchschnittlichem Zusatzbeitrag nicht übersteigen – ${year} ${basistarifCap} im Monat (§\u00a0152 Abs.\u00a03 VAG). Würde Sie dieser Beitrag hilfebedürftig machen, halbiert er sich.`,
          "Der Standardtarif steht nur denen offen, die ihren Vertrag vor dem 1.\u00a0Januar 2009 geschlossen haben, etwa ab 65\u00a0Jahren nach mindestens zehn Jahren privater Vollversicherung (§\u00a0257 Abs.\u00a02a SGB\u00a0V in der bis 2008 geltenden Fassung, §\u00a0403 SGB\u00a0V). Auch er leistet ähnlich wie die GKV, sein Beitrag ist auf deren durchschnittlichen Höchstbeitrag begrenzt, und Sie wechseln nach §\u00a0204 VVG mit Ihren Alterungsrückstellungen hinein.",
          "Bleiben Beiträge trotz Mahnung unbezahlt, ruht Ihr Tarif und Sie sind im Notlagentarif versichert (§\u00a0193 Abs.\u00a06 VVG, §\u00a0153 VAG). Er zahlt nur die Behandlung akuter Erkrankungen und Schmerzen sowie Leistungen bei Schwangerschaft und Mutterschaft, für Kinder auch Vorsorge und Impfungen. Sind alle Rückstände beglichen, läuft der Vertrag im bisherigen Tarif weiter.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Wann kann ich als Selbstständiger in die private Krankenversicherung wechseln – und wieder zurück?",
      answer: [
        "Eine Einkommensgrenze gibt es für hauptberuflich Selbstständige nicht, wohl aber Fristen. Als freiwilliges Mitglied kündigen Sie Ihre Krankenkasse zum Ablauf des übernächsten Kalendermonats; wirksam wird die Kündigung nur, wenn Sie den neuen Versicherungsschutz nachweisen (§\u00a0175 Abs.\u00a04 SGB\u00a0V). Haben Sie bei Ihrer Kasse einen Wahltarif gewählt, etwa mit Selbstbehalt oder Krankengeld, bindet er Sie bis zu drei Jahre (§\u00a053 Abs.\u00a08 SGB\u00a0V).",
        "Ob und zu welchen Bedingungen ein Versicherer Sie aufnimmt, entscheidet die Gesundheitsprüfung. Kündigen Sie deshalb erst, wenn die Annahme schriftlich vorliegt. Und entscheiden Sie in dem Wissen, dass der Weg zurück meist verschlossen ist: Solange Sie hauptberuflich selbstständig sind, werden Sie nicht versicherungspflichtig (§\u00a05 Abs.\u00a05 SGB\u00a0V), und freiwillig beitreten kann nur, wer aus einer Pflichtversicherung ausscheidet, Vorversicherungszeiten erfüllt und den Beitritt binnen drei Monaten anzeigt (§\u00a09 SGB\u00a0V).",
      ],
    },
    {
      question: "Ab welchem Tag sollte mein Krankentagegeld zahlen?",
      answer: [
        "Entscheidend sind Ihre Rücklagen. Wer laufende Betriebskosten nur wenige Wochen aus Reserven decken kann, wählt einen frühen Leistungsbeginn, etwa ab dem 4. oder 8.\u00a0Tag. Ein späterer Beginn, zum Beispiel ab dem 43.\u00a0Tag, senkt den Beitrag, setzt aber ein finanzielles Polster voraus.",
        "Den Tagessatz richten Sie an Ihrem Nettoeinkommen aus. Passen Sie ihn an, wenn Ihr Geschäft wächst, damit der Schutz mithält.",
      ],
    },
    {
      question: "Was zahle ich als Selbstständiger in der gesetzlichen Krankenversicherung?",
      answer: [
        `Freiwillig versicherte Selbstständige tragen den gesamten Beitrag samt Zusatzbeitrag und Pflegeversicherung allein. Grundlage sind alle Einkünfte bis zur Beitragsbemessungsgrenze – ${year}: ${bbg} im Jahr (${bbgLaw}). Wer darüber liegt, zahlt den Höchstbeitrag.`,
        "Für einen fairen Vergleich stellt die Beratung diesen Betrag dem privaten Beitrag inklusive Krankentagegeld und Pflegepflichtversicherung gegenüber.",
      ],
    },
    {
      question: "Lohnt sich eine hohe Selbstbeteiligung?",
      answer: [
        "Das lässt sich für Ihren Fall nachrechnen: Vergleichen Sie die Beitragsersparnis im Jahr – Monatsbeitrag ohne Selbstbehalt minus Monatsbeitrag mit Selbstbehalt, mal zwölf – mit dem Teil des Selbstbehalts, den Ihre Arztrechnungen eines gewöhnlichen Jahres aufbrauchen würden. Ist die Ersparnis größer und reichen Ihre Rücklagen für den vollen Selbstbehalt in einem Jahr mit hohen Rechnungen, spricht das für die höhere Selbstbeteiligung. Sieht Ihr Tarif eine Beitragsrückerstattung für leistungsfreie Jahre vor, vergleichen Sie auch, ob sie höher ist als die kleineren Rechnungen, die Sie dafür selbst bezahlen.",
        "Beachten Sie die steuerliche Seite: Den Selbstbehalt können Sie nicht als Vorsorgeaufwand ansetzen, und eine Rückerstattung verringert die abziehbaren Beiträge des Jahres.",
      ],
    },
    {
      question: "Was passiert, wenn mein Einkommen in der Gründungsphase einbricht?",
      answer: [
        "Der PKV-Beitrag richtet sich nicht nach Ihrem Umsatz. Planen Sie ihn deshalb wie eine feste Betriebsausgabe ein und halten Sie eine Reserve vor.",
        "Wird es dauerhaft eng, können Sie beim selben Versicherer nach §\u00a0204 VVG in einen günstigeren Tarif wechseln, den Selbstbehalt erhöhen oder Zusatzbausteine reduzieren – ohne Ihre Alterungsrückstellungen zu verlieren. Als letzte Stufe bleibt der Basistarif, dessen Beitrag gesetzlich begrenzt ist.",
      ],
    },
    {
      question: "Wie plane ich meinen Beitrag für das Rentenalter?",
      answer: [
        "Rechnen Sie damit, dass der Beitrag auch im Alter zu zahlen ist, und zwar oft ohne oder nur mit geringem Zuschuss. Entlastung bringen der Wegfall des Krankentagegelds, der gesetzliche Beitragszuschlag (§\u00a0149 VAG), den der Versicherer ab 65\u00a0Jahren zur Beitragsdämpfung einsetzt (§\u00a0150 VAG), und ein Beitragsentlastungstarif, den Sie schon heute mitfinanzieren.",
        "Sinnvoll ist es, den erwarteten Beitrag im Ruhestand gleich in Ihre Altersvorsorge einzurechnen, etwa in der Rürup-Rente oder beim Versorgungswerk, falls Sie als Freiberufler einem angehören.",
      ],
    },
  ],
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "beitragsbemessungsgrenze", year),
  figureSources: figureSources(["beitragsbemessungsgrenze", "allgemeinerBeitragssatz", "durchschnittlicherZusatzbeitrag"], year),
};
