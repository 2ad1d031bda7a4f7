/**
 * Copy of the doctors' page (/pkv-aerzte), including the extra wording block
 * on Ärzteversorgung, Praxisausfall and Krankentagegeld that only this page has.
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
const limitLaw = FIGURE_SOURCES.versicherungspflichtgrenze.citation;
const subsidyLaw = FIGURE_SOURCES.maxEmployerSubsidyHealth.citation;

export const aerzte: GroupContent = {
  slug: "aerzte",
  seo: {
    title: "Private Krankenversicherung für Ärzte",
    description: `PKV für Ärzte in Praxis, Klinik oder MVZ und im Berufsstart: Tarife, Krankentagegeld und Praxisausfall kostenlos mit mir als ${role.shortNoun} vergleichen.`,
    keywords: [
      "private Krankenversicherung Ärzte",
      "PKV für Ärzte",
      "PKV niedergelassene Ärzte",
      "PKV Oberarzt Facharzt",
      "PKV Assistenzarzt",
      "Krankentagegeld Ärzte",
      "Praxisausfallversicherung",
      "Ärzteversorgung Krankenversicherung",
    ],
  },
  hero: {
    title: "Private Krankenversicherung für Ärzte",
    targetGroup: "Für niedergelassene und angestellte Ärztinnen und Ärzte sowie Medizinstudierende",
    subtitle: "Sie kennen die Versorgung von der Behandlerseite. Ihr eigener Schutz sollte genauso durchdacht sein.",
    description:
      "Ob eigene Praxis, Facharztstelle in der Klinik oder erstes Weiterbildungsjahr: Welcher Weg in die PKV offensteht, hängt von Ihrem beruflichen Status ab. Ich vergleiche Tarife mehrerer Versicherer, stimme Krankentagegeld und Praxisabsicherung aufeinander ab und bereite die Gesundheitsprüfung sorgfältig mit Ihnen vor.",
    enquiryCta: "Beratung für Ärzte anfragen",
  },
  features: [
    {
      icon: "stethoscope",
      title: "Tarife nach Ihrem Status",
      description:
        "Niedergelassen, in Klinik oder MVZ angestellt oder noch im Studium: Für jeden Status gelten andere Zugangsregeln. Ich kläre zuerst, welche auf Sie zutreffen.",
    },
    {
      icon: "clock",
      title: "Krankentagegeld mit passender Karenz",
      description:
        "Den Beginn des Krankentagegelds lege ich mit Ihnen so fest, dass er an Ihre Rücklagen oder an die Entgeltfortzahlung der Klinik nahtlos anschließt.",
    },
    {
      icon: "building",
      title: "Die Praxis mitgedacht",
      description:
        "Miete, Personal und Geräteleasing laufen weiter, wenn Sie ausfallen. Ich zeige Ihnen, wo eine Praxisausfallversicherung Ihre Krankenversicherung sinnvoll ergänzt.",
    },
    {
      icon: "file-check",
      title: "Gesundheitsfragen vollständig beantwortet",
      description:
        "Mediziner behandeln kleinere Beschwerden oft selbst. Ich helfe Ihnen, auch Selbstmedikation und undokumentierte Befunde korrekt im Antrag anzugeben.",
    },
  ],
  benefits: {
    intro:
      "Ärztinnen und Ärzte stehen an sehr unterschiedlichen Punkten: mit eigener Praxis, als Fach- oder Oberärztin im Krankenhaus oder kurz vor dem Staatsexamen. Diese sechs Punkte zeigen, was die PKV in der jeweiligen Lage leisten kann.",
    cards: [
      {
        icon: "briefcase",
        title: "Für niedergelassene Ärzte",
        description:
          "Als Praxisinhaber sind Sie selbstständig und entscheiden frei über Ihre Krankenversicherung – unabhängig davon, wie viel die Praxis abwirft.",
        points: [
          "Wechsel in die PKV ohne Einkommensgrenze, Rückweg meist verschlossen",
          "Karenzzeit des Krankentagegelds passend zu den Praxisrücklagen",
          "Basisbeitrag absetzbar wie ein GKV-Beitrag",
        ],
      },
      {
        icon: "hospital",
        title: "Für Ärzte in Klinik und MVZ",
        description:
          "Angestellte Ärzte können wechseln, wenn ihr regelmäßiges Bruttogehalt die Versicherungspflichtgrenze übersteigt: bei einer neuen Stelle sofort, in der bisherigen zum Jahresende, falls es auch die Grenze des nächsten Jahres übertrifft. Das trifft auf viele Fach- und Oberärzte zu.",
        points: [
          `Versicherungspflichtgrenze ${year}: ${limit} brutto im Jahr (${limitLaw})`,
          `Klinik trägt die Hälfte, höchstens ihren GKV-Arbeitgeberanteil: ${year} ${subsidy} monatlich zur Krankenversicherung (${subsidyLaw})`,
          "Krankentagegeld ab dem 43.\u00a0Tag, im Anschluss an die Entgeltfortzahlung",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Für Medizinstudierende und Berufsstarter",
        description:
          "Im Studium und in der frühen Weiterbildung ist ein Wechsel meist noch nicht möglich. Ihren heutigen Gesundheitszustand können Sie trotzdem festhalten.",
        points: [
          "Anwartschaftsversicherung für den späteren Wechsel",
          "Erste Stelle über der Grenze: Wahlrecht ab Arbeitsbeginn",
          "Prüfung, ob Dienstvergütungen regelmäßig zum Gehalt zählen",
        ],
      },
      {
        icon: "heart-pulse",
        title: "Leistungen auf dem Stand der Medizin",
        description: "Sie wissen, was in Diagnostik und Therapie heute möglich ist. Ihr Tarif sollte diese Behandlungen auch erstatten.",
        points: [
          "Erstattung nach GOÄ bis zum Höchstsatz, je nach Tarif darüber hinaus",
          "Chefarztbehandlung und Einbettzimmer wählbar",
          "Zahnzusatz und Krankenhaustagegeld je nach Tarif",
        ],
      },
      {
        icon: "piggy-bank",
        title: "Beitrag im Ruhestand planbar",
        description: "Ihre Rente kommt aus der Ärzteversorgung. Den PKV-Beitrag im Alter sollten Sie deshalb schon in der Berufsphase mit einplanen.",
        points: [
          "Gesetzlicher Zuschlag, gezahlt von 21 bis 60\u00a0Jahren, dämpft den Altersbeitrag",
          "Beitragsentlastungstarif als gezielte Vorsorge",
          "Krankentagegeld entfällt mit der Praxisabgabe",
        ],
      },
      {
        icon: "user-check",
        title: "Beratung auf Augenhöhe",
        description: "Über Diagnosen, Gebührenziffern und Leistungsgrenzen spreche ich mit Ihnen so konkret, wie Sie es aus dem Berufsalltag gewohnt sind.",
        points: [
          "Kostenlos und unverbindlich, vergütet vom Versicherer",
          "Angebote mehrerer Gesellschaften nebeneinander",
          "Unterstützung bei strittigen Arztrechnungen nach Vertragsschluss",
        ],
      },
    ],
  },
  whyPkv: {
    savings:
      "Für Ärztinnen und Ärzte mit höherem Einkommen kann ein privater Tarif weniger kosten als der GKV-Höchstbeitrag – aber nur bei jungem Eintrittsalter, guter Gesundheit, einem Selbstbehalt, den Sie mitrechnen, und ohne Familie, die sonst beitragsfrei mitversichert wäre. Weil der Beitrag nach dem Eintrittsalter kalkuliert wird, wirkt sich ein früher Einstieg über die gesamte Vertragsdauer aus; womit sich ein Tarif in Euro messen muss, steht im Rechenbeispiel unter dem Band.",
    plannablePremiums:
      "Fest zugesagt ist kein PKV-Beitrag: Steigen die Leistungsausgaben über die Kalkulation hinaus oder leben die Versicherten länger als angenommen, rechnet der Versicherer ihn mit allen Rechnungsgrundlagen neu, mit Zustimmung eines unabhängigen Treuhänders (§\u00a0203 Abs.\u00a02 VVG, §\u00a0155 VAG). Planbar wird er durch Alterungsrückstellungen, den gesetzlichen Zuschlag von 10\u00a0% (§\u00a0149 VAG) im Alter zwischen 21 und 60\u00a0Jahren, einen Beitragsentlastungstarif und den Wegfall des Krankentagegelds, wenn Sie die Praxis abgeben oder in den Ruhestand gehen.",
    fastReimbursement:
      "Arztrechnungen fotografieren Sie mit der App Ihres Versicherers und reichen sie digital ein; je nach Versicherer ist das Geld oft binnen weniger Tage auf Ihrem Konto. Bei einem Klinikaufenthalt rechnet das Krankenhaus mit der Klinikcard direkt mit dem Versicherer ab, wenn dieser eine Klinikcard anbietet.",
  },
  readyCta: `Teilen Sie mir in rund 2\u00a0Minuten mit, ob Sie niedergelassen, angestellt oder noch im Studium sind. Die Beratung ist für Sie kostenlos und unverbindlich, denn als ${role.shortNoun} erhalte ich meine Vergütung vom Versicherer.`,
  overview: {
    intro:
      "Für viele Ärztinnen und Ärzte kommt die private Krankenversicherung in Frage – passend ist sie aber nicht automatisch. Ob und wann Sie wechseln können, welches Krankentagegeld Sie brauchen und wie hoch Ihr Beitrag im Alter ausfällt, hängt davon ab, wo Sie beruflich stehen.",
    sections: [
      {
        heading: "Niedergelassen: freie Wahl, volle Verantwortung",
        paragraphs: [
          "Mit der eigenen Praxis oder als Partner einer Berufsausübungsgemeinschaft sind Sie selbstständig tätig. Eine Einkommensgrenze gibt es für Sie nicht; aus der GKV wechseln Sie mit der Kündigungsfrist Ihrer Kasse (§\u00a0175 Abs.\u00a04 SGB\u00a0V), und zurück führt als Praxisinhaber in aller Regel kein Weg (§\u00a05 Abs.\u00a05 und §\u00a09 SGB\u00a0V). Einen Arbeitgeberzuschuss erhalten Sie dafür nicht; den vollen Beitrag tragen Sie selbst. Arbeiten Sie neben der Praxis in Teilzeit an einer Klinik, ändert das nichts, solange die Selbstständigkeit nach Zeitaufwand und Einkommen überwiegt (§\u00a05 Abs.\u00a05 SGB\u00a0V).",
          "Umso genauer lohnt der Blick auf die Tarifdetails: Selbstbeteiligung, Krankentagegeld und die Absicherung der Praxiskosten sollten zusammenpassen. Beiträge für die Basisabsicherung einschließlich Pflegepflichtversicherung machen Sie als Sonderausgaben nach §\u00a010 Abs.\u00a01 Nr.\u00a03 EStG geltend, wie Sie es mit GKV-Beiträgen ebenso täten. Wahlleistungen wie Chefarztbehandlung wirken steuerlich nur innerhalb der allgemeinen Höchstbeträge, die häufig bereits ausgeschöpft sind.",
        ],
      },
      {
        heading: "Angestellt in Klinik oder MVZ",
        paragraphs: [
          `Als angestellte Ärztin oder angestellter Arzt bleiben Sie gesetzlich versichert, bis Ihr regelmäßiges Jahresbruttogehalt die Versicherungspflichtgrenze übersteigt; ${year} liegt sie bei ${limit} (${limitLaw}). Überschreiten Sie sie in einem Kalenderjahr und voraussichtlich auch im folgenden, endet die Versicherungspflicht mit Ablauf dieses Jahres (§\u00a06 Abs.\u00a04 SGB\u00a0V).`,
          `Viele Fach- und Oberärzte liegen mit ihrem Tarifgehalt darüber, Assistenzärzte im ersten Weiterbildungsjahr meist noch nicht. Ob Vergütungen für Bereitschaftsdienste mitzählen, hängt davon ab, ob sie regelmäßig gezahlt werden – das prüfe ich anhand Ihrer Gehaltsabrechnungen. Nach dem Wechsel trägt Ihr Arbeitgeber die Hälfte des Beitrags, höchstens so viel wie sein Anteil in der GKV: ${year} ${subsidy} im Monat für den Krankenversicherungsbeitrag (${subsidyLaw}); die Pflegeversicherung bezuschusst er gesondert.`,
        ],
      },
      {
        heading: "Studium und Berufsstart",
        paragraphs: [
          "Medizinstudierende sind in aller Regel gesetzlich versichert. Wer bereits weiß, dass er später privat versichert sein möchte, kann mit einer Anwartschaftsversicherung den heutigen Gesundheitszustand für den vereinbarten Tarif festhalten. Diagnosen, die bis zum Wechsel hinzukommen, lösen dann keine neue Gesundheitsprüfung aus. Liegt schon die erste Stelle nach der Approbation über der Versicherungspflichtgrenze, haben Sie das Wahlrecht sofort.",
          "Steigt Ihr Gehalt voraussichtlich mit der Facharztanerkennung über die Grenze, lohnt sich die Vorbereitung ein Jahr im Voraus: Angebote einholen, offene Befunde abklären lassen und Arztberichte zusammenstellen. So können Sie zum Stichtag wechseln, ohne unter Zeitdruck zu entscheiden.",
        ],
      },
      {
        heading: "Was Sie vor dem Wechsel wissen sollten",
        paragraphs: [
          "Die PKV kennt keine beitragsfreie Familienversicherung: Ehepartner und Kinder brauchen jeweils einen eigenen Vertrag. Zurück in die GKV führt nur ein enger Weg, ab 55\u00a0Jahren ist er praktisch verschlossen (§\u00a06 Abs.\u00a03a SGB\u00a0V). Über Annahme und mögliche Risikozuschläge entscheidet die Gesundheitsprüfung.",
          "Gerade Ärzte verschreiben sich Medikamente selbst oder lassen sich auf dem Flur von Kollegen beraten. Fragt der Antrag danach, gehört auch das hinein, selbst wenn es nirgends dokumentiert ist. Ich gehe die Gesundheitsfragen mit Ihnen Punkt für Punkt durch, damit Ihr Versicherungsschutz später nicht an einer vergessenen Angabe scheitert.",
        ],
      },
    ],
  },
  faqs: [
    {
      question: "Ab welchem Gehalt können angestellte Ärzte in die PKV wechseln?",
      answer: [
        `Maßgeblich ist die Versicherungspflichtgrenze, ${year} sind das ${limit} brutto im Jahr (${limitLaw}). Zählen Sie zwölf Monatsgehälter und fest vereinbarte Sonderzahlungen zusammen. Liegt die Summe in diesem und voraussichtlich auch im nächsten Jahr darüber, können Sie zum Jahreswechsel in die PKV wechseln.`,
        "Wer eine neue Stelle mit einem Gehalt oberhalb der Grenze antritt – als Berufsanfänger oder beim Wechsel der Klinik –, ist vom ersten Tag an versicherungsfrei und kann sich sofort privat versichern (§\u00a06 Abs.\u00a01 Nr.\u00a01 SGB\u00a0V). Variable Dienstvergütungen prüfe ich mit Ihnen, denn sie zählen nur mit, wenn sie regelmäßig anfallen.",
        "Steigt die Grenze zum nächsten 1.\u00a0Januar über Ihr Gehalt, werden Sie an diesem Tag versicherungspflichtig. Privat bleiben Sie dann nur mit einer Befreiung, die Sie innerhalb von drei Monaten bei Ihrer Krankenkasse beantragen (§\u00a08 Abs.\u00a01 Satz\u00a01 Nr.\u00a01 SGB\u00a0V).",
      ],
    },
    {
      question: "Gilt für niedergelassene Ärzte eine Einkommensgrenze?",
      answer: [
        "Nein. Als Praxisinhaber oder Gesellschafter einer Gemeinschaftspraxis sind Sie selbstständig und können sich unabhängig von Ihrem Einkommen privat versichern – mit der Kündigungsfrist Ihrer Kasse und in dem Wissen, dass der Rückweg in die GKV meist verschlossen bleibt. Den Beitrag zahlen Sie allerdings vollständig selbst, einen Zuschuss gibt es nicht.",
      ],
    },
    {
      question: "Lohnt sich die PKV schon während der Assistenzarztzeit?",
      answer: [
        "Ein Wechsel ist erst möglich, wenn Ihr regelmäßiges Gehalt die Versicherungspflichtgrenze überschreitet – in der Weiterbildung ist das oft noch nicht der Fall. Bis dahin kann eine Anwartschaftsversicherung sinnvoll sein: Sie sichert Ihren aktuellen Gesundheitszustand und, als große Anwartschaft, auch ein niedrigeres Eintrittsalter für die Beitragsberechnung.",
      ],
    },
    {
      question: "Erstattet die PKV Behandlungen, die ich bei mir selbst oder bei Angehörigen durchführe?",
      answer: [
        "Nur eingeschränkt. Bei Behandlungen durch Ehepartner, Eltern oder Kinder sehen die Musterbedingungen der PKV (§\u00a05 Abs.\u00a01 MB/KK) vor, dass nur nachgewiesene Sachkosten erstattet werden, kein ärztliches Honorar. Eine Honorarrechnung an sich selbst erkennt der Versicherer ebenfalls nicht an; Medikamente und Material können je nach Tarif erstattet werden.",
        "Die genaue Regelung unterscheidet sich zwischen den Versicherern. Ich zeige Ihnen vor Vertragsschluss, was Ihr Wunschtarif dazu vorsieht.",
      ],
    },
    {
      question: "Was ändert sich an meiner PKV, wenn ich mich aus der Klinik heraus niederlasse?",
      answer: [
        "Ihr Vertrag läuft unverändert weiter, nur der Arbeitgeberzuschuss entfällt. Anpassen sollten Sie das Krankentagegeld: In der eigenen Praxis zahlt niemand sechs Wochen Gehalt weiter, deshalb brauchen Sie einen früheren Leistungsbeginn und einen Tagessatz, der zu Ihrem neuen Nettoeinkommen passt.",
      ],
    },
    {
      question: "Kann ich als Ärztin oder Arzt später in die gesetzliche Krankenversicherung zurück?",
      answer: [
        "Nur unter engen Voraussetzungen, etwa wenn Sie als Angestellte wieder unter die Versicherungspflichtgrenze fallen. Ab 55\u00a0Jahren ist eine Rückkehr nach §\u00a06 Abs.\u00a03a SGB\u00a0V praktisch ausgeschlossen. Planen Sie den Wechsel deshalb als Entscheidung für das gesamte Berufsleben.",
      ],
    },
  ],
  extra: {
    heading: "Ärzteversorgung, Praxisausfall und Krankentagegeld: was Ärzte zusätzlich bedenken sollten",
    intro:
      "Drei Themen unterscheiden die Absicherung von Ärzten von der anderer Berufe: die Altersversorgung über das Versorgungswerk, die laufenden Kosten einer Praxis und der richtige Beginn des Krankentagegelds. Alle drei hängen enger mit Ihrer Krankenversicherung zusammen, als es zunächst scheint.",
    sections: [
      {
        heading: "Ärzteversorgung: Rente aus dem Versorgungswerk",
        paragraphs: [
          "Als Mitglied Ihrer Landesärztekammer gehören Sie in aller Regel auch dem ärztlichen Versorgungswerk an; als angestellter Arzt können Sie sich dafür von der gesetzlichen Rentenversicherung befreien lassen. Das Versorgungswerk zahlt Ihre Rente – mit der Krankenversicherung hat es unmittelbar nichts zu tun.",
          "Für den Ruhestand hat das trotzdem Folgen. Einen Zuschuss zur Krankenversicherung, wie ihn die Deutsche Rentenversicherung privat versicherten Rentnern zahlt, gibt es aus dem Versorgungswerk in der Regel nicht. Den PKV-Beitrag tragen Sie im Alter also vollständig aus Ihrer Rente und Ihren übrigen Einkünften.",
          "Planbar wird das über Alterungsrückstellungen, den gesetzlichen Zuschlag nach §\u00a0149 VAG und einen Beitragsentlastungstarif, der Ihren Beitrag ab einem vereinbarten Alter um einen festen Betrag senkt. Zum Vergleich: Als freiwillig gesetzlich versicherter Ruheständler zahlten Sie Beiträge auf Ihre Versorgungsbezüge und weitere Einkünfte wie Mieten; in der PKV hängt der Beitrag nicht vom Einkommen ab.",
        ],
      },
      {
        heading: "Praxisausfall: Die Kosten laufen weiter",
        paragraphs: [
          "Fallen Sie als Praxisinhaber durch Krankheit oder Unfall aus, bleiben Miete, Gehälter der Medizinischen Fachangestellten, Leasingraten für Geräte und Kreditzinsen bestehen. Das Krankentagegeld der PKV ersetzt dagegen nur Ihr eigenes Einkommen: Nach den Versicherungsbedingungen darf es das durchschnittliche Nettoeinkommen aus Ihrer beruflichen Tätigkeit nicht übersteigen.",
          "Für die Betriebskosten gibt es die Praxisausfallversicherung, einen eigenen Vertrag außerhalb der Krankenversicherung. Sie zahlt einen vereinbarten Tagessatz für die fortlaufenden Kosten, je nach Vertrag auch bei behördlich angeordneter Quarantäne. Ich stimme Karenzzeiten und Tagessätze beider Bausteine so ab, dass weder Lücken noch Doppelungen entstehen.",
        ],
      },
      {
        heading: "Krankentagegeld: eigene Praxis oder Klinik",
        paragraphs: [
          "In der eigenen Praxis gibt es keine Lohnfortzahlung. Sie bestimmen selbst, ab wann das Krankentagegeld fließt; je nach Versicherer stehen zum Beispiel der 4., 8., 15., 22., 29. oder 43.\u00a0Tag der Arbeitsunfähigkeit zur Wahl. Je später der Beginn, desto niedriger der Beitrag – die Tage davor überbrücken Sie aus Rücklagen.",
          "Angestellte Ärzte in Klinik oder MVZ erhalten bei Arbeitsunfähigkeit 6\u00a0Wochen lang ihr Gehalt weiter. Das Krankentagegeld setzt deshalb sinnvollerweise am 43.\u00a0Tag ein. Krankengeld wie in der GKV gibt es in der PKV nicht, der Tagessatz sollte also Ihr Nettogehalt abdecken.",
        ],
      },
    ],
    faqHeading: "Fragen zu Ärzteversorgung, Praxisausfall und Krankentagegeld",
    faqs: [
      {
        question: "Zahlt die Ärzteversorgung im Ruhestand einen Zuschuss zu meiner PKV?",
        answer: [
          "In der Regel nicht. Anders als die Deutsche Rentenversicherung gewähren die ärztlichen Versorgungswerke üblicherweise keinen Zuschuss zur Krankenversicherung. Planen Sie den vollen Beitrag deshalb in Ihre Ruhestandsrechnung ein; ein Beitragsentlastungstarif und der Wegfall des Krankentagegelds helfen dabei.",
        ],
      },
      {
        question: "Deckt das Krankentagegeld auch die Kosten meiner Praxis?",
        answer: [
          "Nein. Das Krankentagegeld ist auf Ihr Nettoeinkommen begrenzt und soll Ihren Lebensunterhalt sichern. Miete, Personal und Leasing einer Praxis deckt eine separate Praxisausfallversicherung, die Sie neben der PKV abschließen.",
        ],
      },
      {
        question: "Ab welchem Tag sollte das Krankentagegeld in der eigenen Praxis beginnen?",
        answer: [
          "Das hängt von Ihren Rücklagen ab. Wer einige Wochen aus eigenen Mitteln überbrücken kann, wählt einen späteren Beginn, etwa den 22. oder 29.\u00a0Tag, und spart Beitrag. Ohne nennenswerte Reserven ist ein früher Beginn ab dem 4. oder 8.\u00a0Tag die sicherere Wahl.",
        ],
      },
      {
        question: "Ich bin Oberarzt und plane die Niederlassung – was muss ich am Krankentagegeld ändern?",
        answer: [
          "Als Angestellter ist ein Beginn am 43.\u00a0Tag richtig, weil die Klinik vorher das Gehalt weiterzahlt. Mit der Niederlassung fällt diese Lohnfortzahlung weg. Verlegen Sie den Beginn rechtzeitig nach vorn und passen Sie den Tagessatz an; einige Tarife erlauben das beim Wechsel in die Selbstständigkeit ohne neue Gesundheitsprüfung, sofern Sie die Frist dafür einhalten.",
        ],
      },
      {
        question: "Ist die Praxisausfallversicherung Teil meiner privaten Krankenversicherung?",
        answer: [
          "Nein, sie ist ein eigenständiger Vertrag, der die Betriebskosten Ihrer Praxis absichert. Ich berücksichtige sie bei der Planung Ihres Krankentagegelds, damit beide Leistungen zueinander passen.",
        ],
      },
    ],
  },
  nextYearNote: nextYearNote(nextYearFigures(BUILD_DATE), FIGURES_LAST_CHECKED, "versicherungspflichtgrenze", year),
  figureSources: figureSources(["versicherungspflichtgrenze", "maxEmployerSubsidyHealth"], year),
};
