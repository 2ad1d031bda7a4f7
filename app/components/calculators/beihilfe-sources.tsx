/**
 * How the Beihilfe calculator names where a rate comes from: the provision linked with its check
 * date, and whether its wording was read or two secondary sources agree — both named, each with who
 * publishes it, and a word when neither is official (docs/decisions/0066). The result and the
 * table of all Dienstherren (rate-basis-table.tsx) say it alike.
 */
import type { BeihilfeSource, SecondarySource } from "~/modules/calculators/beihilfe-rule-types";
import type { BeihilfeCopy } from "~/content/calculators";
import { useCalculatorLanguage } from "./calculator-language";
import { SourceLink } from "./cited-text";

/** A sentence about the two sources' publishers, when neither is an authority; null otherwise. */
export function sourcesWarning(copy: BeihilfeCopy, sources: readonly [SecondarySource, SecondarySource]): string | null {
  if (sources.some((source) => source.kind === "amtlich")) return null;
  return sources.every((source) => source.kind === "vermittler") ? copy.result.onlyIntermediaries : copy.result.noOfficialSource;
}

/** „im Wortlaut der Vorschrift geprüft“, or the two sources that agree on a rate whose wording was not read. */
export function VerificationText({ source }: { source: BeihilfeSource }) {
  const copy = useCalculatorLanguage().beihilfe;
  const v = source.verified;
  if (v.how === "Normtext") return <>{copy.result.verifiedNormtext}</>;
  const [first, second] = v.sources;
  const warning = sourcesWarning(copy, v.sources);
  return (
    <>
      {copy.result.verifiedSecondary({ first, second })}
      {warning && `. ${warning.replace(/[.]$/, "")}`}
    </>
  );
}

/** The provision with its check date, as shown under each figure. */
export function SourceWithDate({ source }: { source: BeihilfeSource }) {
  const { beihilfe: copy, format } = useCalculatorLanguage();
  return (
    <>
      <SourceLink source={source} />, {copy.result.checkedOn({ date: format.formatIsoDate(source.checkedOn) })}
    </>
  );
}
