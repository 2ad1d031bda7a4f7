/**
 * Copy of the lawyers' page (/pkv-anwaelte).
 * Statutory figures come from statutory-figures.ts and are always labelled with their year.
 */
import { figureSources, nextYearNote } from "~/content/figure-notes";
import { BUILD_DATE, FIGURES_LAST_CHECKED, FIGURE_SOURCES, currentFigures, nextYearFigures } from "~/content/statutory-figures";
import type { GroupContent } from "~/content/types";
import { siteConfig } from "~/config/site-config";
import { adviserRole } from "~/content/adviser-role";
import { formatEuro } from "~/modules/format-de";

const role = adviserRole(siteConfig);
const year = currentFigures.year;
const limit = formatEuro(currentFigures.versicherungspflichtgrenze);
const subsidy = formatEuro(currentFigures.maxEmployerSubsidyHealth);
const limitNorm = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const subsidyNorm = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;

export const anwaelte: GroupContent = {
  slug: "anwaelte",
  seo: {
    title: "Private Krankenversicherung für Anwälte",
    description: `PKV für Rechtsanwälte: Kanzleiinhaber, Partner, angestellte und Syndikusanwälte. Tarife, Krankentagegeld und Altersbeitrag prüfe ich als ${role.shortNoun} mit Ihnen.`,
    keywords: [
      "private Krankenversicherung Anwälte",
      "PKV Rechtsanwälte",
      "PKV Kanzleiinhaber",
      "PKV Syndikusrechtsanwalt",
      "PKV Berufseinsteiger Großkanzlei",
      "Krankentagegeld Rechtsanwalt",
      "Rechtsanwaltsversorgung Krankenversicherung",
      "PKV Tarifbedingungen vergleichen",
    ],
  },
  hero: {
    title: "Private Krankenversicherung für Anwälte",
    targetGroup: "Für Kanzleiinhaber, Partner, angestellte Anwälte und Syndikusrechtsanwälte",
    subtitle: "Sie prüfen Verträge beruflich. Ihr eigener Krankenversicherungsvertrag verdient dieselbe Sorgfalt.",
    description:
      "Ein PKV-Tarif ist ein Leistungsversprechen für Jahrzehnte, und sein Wert steht in den Versicherungsbedingungen. Ich lege Ihnen die Klauseln offen, auf die es im Leistungsfall ankommt, und vergleiche mehrere Versicherer – ob Sie eine eigene Kanzlei führen, angestellt sind oder gerade in einer Großkanzlei beginnen.",
    enquiryCta: "Beratung für Anwälte anfragen",
  },
  features: [
    {
      icon: "scale",
      title: "Bedingungen statt Prospekt",
      description:
        "Ich vergleiche Tarife anhand der Allgemeinen Versicherungsbedingungen und Tarifbestimmungen, nicht anhand von Werbeaussagen, und zeige Ihnen die maßgeblichen Passagen im Wortlaut.",
    },
    {
      icon: "briefcase",
      title: "Passend zur Kanzleiform",
      description:
        "Einzelanwalt, Gesellschafter einer Sozietät, angestellter Partner oder Syndikus: Ihr Status entscheidet über Zugang und Zuschuss. Den kläre ich zuerst.",
    },
    {
      icon: "clock",
      title: "Krankentagegeld für Inhaber",
      description: "Bleiben Mandate liegen, fehlen Honorare. Ein Krankentagegeld mit gut gewählter Karenzzeit schützt Ihr persönliches Einkommen.",
    },
    {
      icon: "landmark",
      title: "Versorgungswerk im Blick",
      description: "Ihre Altersrente zahlt die Rechtsanwaltsversorgung. Den Krankenversicherungsbeitrag im Ruhestand plane ich mit Ihnen darauf abgestimmt.",
    },
  ],
  benefits: {
    intro:
      "Ob Sie Mandanten in eigener Kanzlei betreuen, als Syndikus eine Rechtsabteilung verstärken oder nach dem zweiten Staatsexamen in einer Großkanzlei anfangen: Die Regeln für den Weg in die PKV unterscheiden sich. Hier sehen Sie, worauf es in Ihrer Konstellation ankommt.",
    cards: [
      {
        icon: "briefcase",
        title: "Kanzleiinhaber und Partner",
        description:
          "Als selbstständiger Anwalt wählen Sie die PKV ohne Einkommensgrenze – aber mit Kündigungsfrist bei Ihrer Kasse und meist ohne Weg zurück, solange Sie selbstständig bleiben.",
        points: [
          "Wechsel unabhängig vom Kanzleiumsatz möglich",
          "Krankentagegeld mit frei gewählter Karenzzeit",
          "Angestellte Partner mit Arbeitsvertrag: Statusprüfung vorab",
        ],
      },
      {
        icon: "user-check",
        title: "Angestellte und Syndikusrechtsanwälte",
        description: "Für Sie gilt die Versicherungspflichtgrenze, auch wenn Sie als Syndikus von der gesetzlichen Rentenversicherung befreit sind.",
        points: [
          `Grenze ${year}: ${limit} regelmäßiges Jahresbrutto (${limitNorm})`,
          `Arbeitgeberzuschuss ${year}: höchstens ${subsidy} pro Monat zur Krankenversicherung (${subsidyNorm})`,
          "Befreiung von der Rentenversicherung ändert an der Krankenversicherungspflicht nichts",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Referendare und Berufseinsteiger",
        description:
          "Im Referendariat sind Sie meist gesetzlich pflichtversichert. Das Einstiegsgehalt einer Großkanzlei liegt dagegen häufig schon im ersten Jahr über der Grenze.",
        points: [
          "Erste Stelle oberhalb der Grenze: Wahlrecht ohne Wartezeit",
          "Anwartschaft im Referendariat hält den Gesundheitszustand fest",
          "Niedriges Eintrittsalter prägt die Beitragskalkulation",
        ],
      },
      {
        icon: "file-check",
        title: "Tarifbedingungen, die im Ernstfall tragen",
        description: "Sie wollen wissen, was tatsächlich vereinbart ist. Ich zeige es Ihnen, bevor Sie den Antrag unterschreiben.",
        points: [
          "Offener oder abschließender Hilfsmittelkatalog",
          "Erstattung über den Höchstsatz der GOÄ hinaus – ja oder nein",
          "Leistungsgrenzen bei Psychotherapie und Zahnersatz",
        ],
      },
      {
        icon: "landmark",
        title: "Rechtsanwaltsversorgung und Ruhestand",
        description:
          "Eine Rente aus dem Versorgungswerk bringt üblicherweise keinen Zuschuss zur Krankenversicherung mit. Den Altersbeitrag sollten Sie deshalb von Anfang an einkalkulieren.",
        points: [
          "Zuschlag nach §\u00a0149 VAG als Polster für spätere Jahre",
          "Beitragsentlastungstarif mit festem Entlastungsbetrag",
          "Beitrag unabhängig von Miet- und Kapitaleinkünften",
        ],
      },
      {
        icon: "handshake",
        title: `${role.shortNoun} statt ${role.otherShortNoun}`,
        description: `Die Beratung ist kostenlos und unverbindlich. Als ${role.shortNoun} erhalte ich meine Courtage vom Versicherer, bin aber an keine Gesellschaft gebunden und stehe bei der Auswahl auf Ihrer Seite.`,
        points: [
          "Mehrere Versicherer im direkten Vergleich",
          "Dokumentierte Beratung nach §\u00a061 VVG",
          "Unterstützung, wenn der Versicherer eine Leistung ablehnt",
        ],
      },
    ],
  },
  whyPkv: {
    savings:
      "Gegenüber dem Höchstbeitrag der GKV kann die PKV für Anwälte mit hohem Einkommen günstiger sein, vorausgesetzt, Sie treten jung und gesund ein, tragen einen Selbstbehalt und versichern keine Angehörigen mit. Womit sich ein Tarif messen muss, zeigt das Rechenbeispiel unter dem Band; für Ihren Fall belege ich den Abstand mit konkreten Angeboten statt mit Durchschnittswerten.",
    plannablePremiums:
      "Feste Beiträge verspricht kein PKV-Vertrag; §\u00a0203 Abs.\u00a02 VVG und §\u00a0155 VAG erlauben eine Neuberechnung mit allen Rechnungsgrundlagen, sobald die Leistungsausgaben oder die Sterbewahrscheinlichkeiten um mehr als den Schwellenwert von der Kalkulation abweichen und ein unabhängiger Treuhänder zustimmt. Planbar machen den Beitrag die Alterungsrückstellungen, der gesetzliche Zuschlag von 10\u00a0% für Versicherte zwischen 21 und 60\u00a0Jahren (§\u00a0149 VAG), ein Beitragsentlastungstarif sowie das Ende des Krankentagegelds, sobald Sie sich aus der Kanzlei zurückziehen.",
    fastReimbursement:
      "Belege reichen Sie per App ein, die Erstattung folgt je nach Versicherer oft binnen weniger Tage – auch zwischen zwei Mandantenterminen erledigt. Bei stationären Aufenthalten rechnen viele Kliniken über die Klinikcard direkt mit dem Versicherer ab, sofern Ihr Versicherer sie ausgibt; dann gehen Sie nicht in Vorleistung.",
  },
  readyCta:
    "Nennen Sie mir Ihren Status – Inhaber, angestellt, Syndikus oder Berufseinsteiger – und ich prüfe, welche Tarife für Sie infrage kommen. Die Anfrage dauert etwa 2\u00a0Minuten; die Beratung kostet Sie nichts und verpflichtet Sie zu nichts.",
  overview: {
    intro:
      "Für Rechtsanwältinnen und Rechtsanwälte ist die private Krankenversicherung zuerst eine Vertragsfrage. Der Tarif, den Sie heute wählen, begleitet Sie meist über Jahrzehnte, und seine Leistungen stehen in den Bedingungen, nicht im Verkaufsgespräch. Welche Regeln für den Zugang gelten, hängt davon ab, in welcher Form Sie den Anwaltsberuf ausüben.",
    sections: [
      {
        heading: "Kanzleiinhaber und Partner",
        paragraphs: [
          "Wer eine eigene Kanzlei führt oder als Gesellschafter an einer Sozietät oder Partnerschaftsgesellschaft beteiligt ist, gilt als selbstständig. Sie können einkommensunabhängig in die PKV wechseln: Eine freiwillige Mitgliedschaft kündigen Sie zum Ablauf des übernächsten Kalendermonats, wirksam mit dem Nachweis des neuen Schutzes (§\u00a0175 Abs.\u00a04 SGB\u00a0V), ein Wahltarif der Kasse bindet bis zu drei Jahre (§\u00a053 Abs.\u00a08 SGB\u00a0V). Zurück in die GKV kommen Sie als hauptberuflich Selbstständiger in aller Regel nicht (§\u00a05 Abs.\u00a05 und §\u00a09 SGB\u00a0V), und den Beitrag tragen Sie ohne Zuschuss. Vorsicht bei angestellten Partnern, oft Salary-Partner genannt: Wer trotz Partnertitel einen Arbeitsvertrag hat, ist Arbeitnehmer, und dann gilt die Versicherungspflichtgrenze.",
          "Für Inhaber steht das Krankentagegeld im Mittelpunkt. Während Fristen laufen und Mandate warten, gehen Miete und Gehälter der Kanzleimitarbeiter weiter, die Honorare aber nicht. Die Karenzzeit richten Sie nach Ihren Rücklagen aus; den Tagessatz begrenzen die Versicherer auf das Nettoeinkommen aus Ihrer anwaltlichen Tätigkeit.",
        ],
      },
      {
        heading: "Angestellte Anwälte und Syndikusrechtsanwälte",
        paragraphs: [
          `Angestellte Anwälte und Syndikusrechtsanwälte können wechseln, wenn ihr regelmäßiges Bruttojahresgehalt die Versicherungspflichtgrenze übersteigt – ${year} beträgt sie ${limit} (${limitNorm}). Die Pflichtversicherung endet mit Ablauf des Kalenderjahres, in dem Sie die Grenze überschreiten, sofern Sie auch über der Grenze des Folgejahres liegen (§\u00a06 Abs.\u00a04 SGB\u00a0V). Danach übernimmt die Kanzlei oder das Unternehmen die Hälfte Ihres Beitrags, höchstens den Arbeitgeberanteil, den sie in der GKV zahlen müsste: ${year} ${subsidy} monatlich für den Krankenversicherungsanteil (${subsidyNorm}); für die Pflegeversicherung kommt ein eigener Zuschuss hinzu.`,
          "Die Befreiung von der gesetzlichen Rentenversicherung zugunsten der Rechtsanwaltsversorgung betrifft ausschließlich Ihre Rente. Ob Sie in die PKV dürfen, entscheidet allein das Gehalt. Wer von der Kanzlei in eine Rechtsabteilung wechselt oder umgekehrt, sollte deshalb vor allem die Gehaltsstruktur des neuen Vertrags im Blick behalten.",
        ],
      },
      {
        heading: "Berufsstart in der Großkanzlei",
        paragraphs: [
          "Während des Referendariats sind Sie in der Regel gesetzlich pflichtversichert. Die Einstiegsgehälter vieler Großkanzleien liegen dagegen schon im ersten Berufsjahr über der Versicherungspflichtgrenze. Wer eine Stelle mit einem solchen Gehalt antritt – die erste ebenso wie nach einem Kanzleiwechsel –, kann sofort wählen und muss kein Kalenderjahr abwarten. Vergeht bis dahin noch Zeit, hält eine Anwartschaftsversicherung Ihren Gesundheitszustand fest.",
        ],
      },
      {
        heading: "Was im Kleingedruckten zählt",
        paragraphs: [
          "Entscheidend ist, was die Bedingungen versprechen: ob der Hilfsmittelkatalog offen oder abschließend formuliert ist, bis zu welchem Steigerungssatz der GOÄ erstattet wird, wie viele Psychotherapiesitzungen vorgesehen sind und woran eine Beitragsrückerstattung geknüpft ist. Das ordentliche Kündigungsrecht des Versicherers ist bei der substitutiven Krankenversicherung ausgeschlossen (§\u00a0206 VVG). Über §\u00a0204 VVG können Sie später in andere Tarife desselben Versicherers wechseln, ohne Ihre Alterungsrückstellungen zu verlieren.",
          "Ebenso offen spreche ich die Nachteile an. Eine beitragsfreie Mitversicherung der Familie gibt es nicht, jede Person braucht einen eigenen Vertrag. Ab 55\u00a0Jahren ist der Rückweg in die GKV faktisch nicht mehr möglich (§\u00a06 Abs.\u00a03a SGB\u00a0V). Und die Gesundheitsfragen im Antrag unterliegen der vorvertraglichen Anzeigepflicht nach §\u00a019 VVG – ich bereite sie mit Ihnen so vor, dass Ihre Angaben vollständig und richtig sind.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Ab welchem Einkommen können angestellte Anwälte in die PKV?",
      answer: [
        `Ihr regelmäßiges Jahresbruttogehalt muss die Versicherungspflichtgrenze übersteigen; ${year} liegt diese Grenze bei ${limit} (${limitNorm}). Mitgerechnet werden das Grundgehalt und vertraglich zugesagte Sonderzahlungen, nicht aber ein ungewisser Bonus.`,
        "Liegen Sie im laufenden Jahr darüber und voraussichtlich auch im nächsten, wechseln Sie zum Jahreswechsel. Beginnt Ihre erste Stelle bereits oberhalb der Grenze, steht Ihnen die Wahl sofort offen.",
      ],
    },
    {
      question: "Ich bin Salary-Partner – gelte ich als selbstständig?",
      answer: [
        "Das entscheidet nicht der Titel, sondern die tatsächliche Ausgestaltung. Haben Sie einen Arbeitsvertrag, ein festes Gehalt und keine Beteiligung am Kanzleiergebnis, sind Sie in aller Regel Arbeitnehmer; dann gelten Versicherungspflichtgrenze und Arbeitgeberzuschuss.",
        "In Zweifelsfällen schafft ein Statusfeststellungsverfahren bei der Deutschen Rentenversicherung Klarheit (§\u00a07a SGB\u00a0IV). Ihren Vertrag sehe ich mir vorher mit Ihnen an.",
      ],
    },
    {
      question: "Welche Klauseln sollte ich in den Tarifbedingungen besonders prüfen?",
      answer: [
        "Vor allem die Regelungen zu Hilfsmitteln, zur Erstattung oberhalb der Regelhöchstsätze der GOÄ, zu Psychotherapie, Zahnersatz und Kieferorthopädie sowie zu Heilpraktikerleistungen. Achten Sie außerdem darauf, ob Leistungen von einem Primärarzt abhängen oder ob Sie Fachärzte direkt aufsuchen dürfen.",
        "Ich stelle Ihnen die entsprechenden Passagen der infrage kommenden Tarife nebeneinander, sodass Sie den Wortlaut selbst vergleichen können.",
      ],
    },
    {
      question: "Welches Krankentagegeld brauche ich als Kanzleiinhaber?",
      answer: [
        "Der Tagessatz sollte Ihr persönliches Nettoeinkommen abdecken, mehr zahlen die Versicherer nicht. Den Leistungsbeginn wählen Sie nach Ihren Reserven, je nach Versicherer etwa ab dem 8., 15. oder 29.\u00a0Tag der Arbeitsunfähigkeit; ein späterer Beginn senkt den Beitrag.",
        "Beachten Sie: Nach den Musterbedingungen für das Krankentagegeld endet der Versicherungsschutz, sobald Berufsunfähigkeit eintritt – viele Tarife leisten danach allenfalls noch wenige Monate weiter. Diese Lücke schließt eine Berufsunfähigkeitsversicherung, nicht die PKV.",
      ],
    },
    {
      question: "Zahlt die Rechtsanwaltsversorgung im Alter etwas zu meiner PKV?",
      answer: [
        "Üblicherweise nicht. Anders als gesetzlich Rentenversicherte erhalten Mitglieder eines anwaltlichen Versorgungswerks in der Regel keinen Zuschuss zum Krankenversicherungsbeitrag. Dafür richtet sich Ihr PKV-Beitrag nicht nach der Höhe Ihrer Rente oder Ihrer Mieteinnahmen; mit dem gesetzlichen Zuschlag und einem Beitragsentlastungstarif bauen Sie für diese Phase vor.",
      ],
    },
    {
      question: "Kann ich mich als Berufseinsteiger in einer Großkanzlei sofort privat versichern?",
      answer: [
        "Ja, wenn Ihr regelmäßiges Jahresgehalt von Anfang an über der Versicherungspflichtgrenze liegt. Wie bei jeder neuen Stelle, auch nach einem Wechsel des Arbeitgebers, sind Sie dann vom ersten Arbeitstag an versicherungsfrei (§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V) und müssen kein Jahr abwarten. Eine Ausnahme bringt der Jahreswechsel: Liegt Ihr Gehalt unter der Grenze des Folgejahres, setzt am 1.\u00a0Januar die Versicherungspflicht ein, und nur ein Befreiungsantrag binnen drei Monaten hält Sie in der PKV (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V). Prüfen Sie den Schritt trotzdem in Ruhe: Wechseln Sie später in eine Tätigkeit unterhalb der Grenze, kann die Versicherungspflicht wieder eintreten.",
      ],
    },
  ],
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
};
