/**
 * The data-protection supervisory authority named in the privacy policy (Art. 77 DSGVO) is the
 * one of the federal state where the adviser's business is (Art. 55 DSGVO, § 40 BDSG).
 * Add the authority here when the configured address lies in a state not listed yet.
 */

export interface SupervisoryAuthority {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  website: string;
}

export const supervisoryAuthoritiesByCity: Readonly<Record<string, SupervisoryAuthority>> = {
  Berlin: {
    name: "Berliner Beauftragte für Datenschutz und Informationsfreiheit",
    street: "Alt-Moabit 59–61",
    postalCode: "10555",
    city: "Berlin",
    website: "https://www.datenschutz-berlin.de",
  },
};

export function supervisoryAuthorityFor(address: { city: string }): SupervisoryAuthority {
  const authority = supervisoryAuthoritiesByCity[address.city];
  if (!authority) {
    throw new Error(
      `No data-protection authority is known for "${address.city}": add the authority of its federal state in app/content/legal/supervisory-authorities.ts`,
    );
  }
  return authority;
}
