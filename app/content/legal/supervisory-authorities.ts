/**
 * The data-protection supervisory authorities of the sixteen Länder (non-public sector).
 * The one competent for the adviser is the authority of the Land where his business is
 * (Art. 55 DSGVO, § 40 BDSG: `siteConfig.address.state`); a visitor may complain to any of them,
 * e.g. the one where he lives or works (Art. 77 Abs. 1 DSGVO), so the privacy policy lists all.
 *
 * Names, street addresses and websites as published by the authorities (checked November 2026).
 * Where the title follows the office holder („Der“/„Die Landesbeauftragte“), it is the current
 * one: check this table when an office changes hands.
 */
import { BUNDESLAENDER, type Bundesland } from "~/config/site-config-schema";

export interface SupervisoryAuthority {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  website: string;
}

export const supervisoryAuthorities: Readonly<Record<Bundesland, SupervisoryAuthority>> = {
  "Baden-Württemberg": {
    name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
    street: "Lautenschlagerstraße 20",
    postalCode: "70173",
    city: "Stuttgart",
    website: "https://www.baden-wuerttemberg.datenschutz.de",
  },
  Bayern: {
    name: "Bayerisches Landesamt für Datenschutzaufsicht",
    street: "Promenade 18",
    postalCode: "91522",
    city: "Ansbach",
    website: "https://www.lda.bayern.de",
  },
  Berlin: {
    name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    street: "Alt-Moabit 59–61",
    postalCode: "10555",
    city: "Berlin",
    website: "https://www.datenschutz-berlin.de",
  },
  Brandenburg: {
    name: "Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg",
    street: "Stahnsdorfer Damm 77",
    postalCode: "14532",
    city: "Kleinmachnow",
    website: "https://www.lda.brandenburg.de",
  },
  Bremen: {
    name: "Die Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen",
    street: "Arndtstraße 1",
    postalCode: "27570",
    city: "Bremerhaven",
    website: "https://www.datenschutz.bremen.de",
  },
  Hamburg: {
    name: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
    street: "Ludwig-Erhard-Straße 22",
    postalCode: "20459",
    city: "Hamburg",
    website: "https://datenschutz-hamburg.de",
  },
  Hessen: {
    name: "Der Hessische Beauftragte für Datenschutz und Informationsfreiheit",
    street: "Gustav-Stresemann-Ring 1",
    postalCode: "65189",
    city: "Wiesbaden",
    website: "https://datenschutz.hessen.de",
  },
  "Mecklenburg-Vorpommern": {
    name: "Der Landesbeauftragte für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern",
    street: "Werderstraße 74a",
    postalCode: "19055",
    city: "Schwerin",
    website: "https://www.datenschutz-mv.de",
  },
  Niedersachsen: {
    name: "Der Landesbeauftragte für den Datenschutz Niedersachsen",
    street: "Prinzenstraße 5",
    postalCode: "30159",
    city: "Hannover",
    website: "https://www.lfd.niedersachsen.de",
  },
  "Nordrhein-Westfalen": {
    name: "Die Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen",
    street: "Kavalleriestraße 2–4",
    postalCode: "40213",
    city: "Düsseldorf",
    website: "https://www.ldi.nrw.de",
  },
  "Rheinland-Pfalz": {
    name: "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz",
    street: "Hintere Bleiche 34",
    postalCode: "55116",
    city: "Mainz",
    website: "https://www.datenschutz.rlp.de",
  },
  Saarland: {
    name: "Unabhängiges Datenschutzzentrum Saarland",
    street: "Fritz-Dobisch-Straße 12",
    postalCode: "66111",
    city: "Saarbrücken",
    website: "https://www.datenschutz.saarland.de",
  },
  Sachsen: {
    name: "Die Sächsische Datenschutz- und Transparenzbeauftragte",
    street: "Devrientstraße 5",
    postalCode: "01067",
    city: "Dresden",
    website: "https://www.datenschutz.sachsen.de",
  },
  "Sachsen-Anhalt": {
    name: "Die Landesbeauftragte für den Datenschutz Sachsen-Anhalt",
    street: "Otto-von-Guericke-Straße 34a",
    postalCode: "39104",
    city: "Magdeburg",
    website: "https://datenschutz.sachsen-anhalt.de",
  },
  "Schleswig-Holstein": {
    name: "Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein",
    street: "Holstenstraße 98",
    postalCode: "24103",
    city: "Kiel",
    website: "https://www.datenschutzzentrum.de",
  },
  Thüringen: {
    name: "Der Thüringer Landesbeauftragte für den Datenschutz und die Informationsfreiheit",
    street: "Häßlerstraße 8",
    postalCode: "99096",
    city: "Erfurt",
    website: "https://www.tlfdi.de",
  },
};

/** The authority competent for a business in this Land. */
export function supervisoryAuthorityFor(address: { state: Bundesland }): SupervisoryAuthority {
  return supervisoryAuthorities[address.state];
}

/** All sixteen, the competent one first and the others in alphabetical order of their Land. */
export function authoritiesCompetentFirst(competent: Bundesland): { state: Bundesland; authority: SupervisoryAuthority }[] {
  const others = BUNDESLAENDER.filter((state) => state !== competent);
  return [competent, ...others].map((state) => ({ state, authority: supervisoryAuthorities[state] }));
}
