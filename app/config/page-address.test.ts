import { describe, expect, it } from "vitest";
import { addressSlug } from "./page-address";

describe("a page's address from its German name", () => {
  it.each([
    ["Zahnärzte", "zahnaerzte"],
    ["Selbstständige", "selbststaendige"],
    ["Ökotrophologen", "oekotrophologen"],
    ["Übersetzer", "uebersetzer"],
    ["Straßenbauer", "strassenbauer"],
    ["ÄRZTE", "aerzte"],
    ["Beamte & Akademiker", "beamte-akademiker"],
    ["Café-Betreiber", "cafe-betreiber"],
    ["  Tierärzt:innen  ", "tieraerzt-innen"],
    ["Apotheker 2", "apotheker-2"],
  ])("„%s“ → %s", (name, slug) => {
    expect(addressSlug(name)).toBe(slug);
  });

  it("is a valid file name for a profession page", () => {
    expect(addressSlug("Zahnärzte / Kieferorthopäden")).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
