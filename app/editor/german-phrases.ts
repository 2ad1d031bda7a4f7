/**
 * Decap's German interface texts, with the few this site words differently: a pattern's message
 * is the schema's own German sentence („Postleitzahl: muss eine fünfstellige Postleitzahl
 * sein“), a save the check refused shows the check's list (editor-validation.ts) alone, and
 * „veröffentlichen“ is „speichern“: the editor writes a file; the site changes with the next
 * `npm run deploy`.
 */
type Phrases = { [key: string]: string | Phrases };

const ownPhrases: Phrases = {
  auth: { login: "Bearbeiten beginnen" },
  editor: {
    editorControlPane: { widget: { regexPattern: "%{fieldLabel}: %{pattern}" } },
    editorToolbar: {
      publishing: "Speichert …",
      publish: "Speichern",
      published: "Gespeichert",
      publishNow: "In die Datei speichern",
      publishAndCreateNew: "Speichern und neuen Eintrag anlegen",
      publishAndDuplicate: "Speichern und Kopie anlegen",
      // A new profession page starts as a copy of one (docs/handbuch.md, „Berufsseiten anlegen“).
      duplicate: "Kopie anlegen",
      deleteEntry: "Eintrag löschen",
      deletePublishedEntry: "Eintrag löschen",
      deployButtonLabel: "Seite ansehen",
    },
  },
  ui: {
    toast: {
      entrySaved: "Gespeichert.",
      entryPublished: "Gespeichert.",
      onFailToPersist: "%{details}",
      missingRequiredField: "Nicht gespeichert: Einige Pflichtfelder sind leer. Sie sind rot markiert.",
    },
  },
};

function merged(base: Phrases, own: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? merged(current, value) : value;
  }
  return result;
}

export function germanPhrases(decapGerman: Phrases): Phrases {
  return merged(decapGerman, ownPhrases);
}
