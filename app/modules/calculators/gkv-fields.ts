/**
 * The GKV calculator's fields as typed, read into its input: which fields are still empty (the
 * calculator starts empty and says what it needs), which hold text it cannot read, and the input
 * once everything needed is there. „davon unter 25“ is needed only from two children on: with
 * fewer none can reduce the Pflege rate (§ 55 Abs. 3 Satz 4 SGB XI), so an empty field counts as 0.
 * The pay field reads by the rules of the status: a self-employed profit may be 0 (docs/decisions/0069).
 */
import { parseGermanNumber, type GermanNumber, type GermanNumberRules } from "../german-number";
import { AGE_RULES, CHILDREN_RULES, MONTHLY_PAY_RULES, ZUSATZBEITRAG_RULES } from "./field-rules";
import { REDUCTION_FROM_CHILD, childrenProblem, type GkvInput } from "./gkv-contribution";

export interface GkvTexts {
  pay: string;
  zusatz: string;
  age: string;
  children: string;
  under25: string;
}

/** The fields in the order of the form; a civil servant's Dienstherr is chosen, not typed. */
export type GkvField = keyof GkvTexts | "dienstherr";

export interface GkvReading {
  parsed: Readonly<Record<keyof GkvTexts, GermanNumber>>;
  /** Both children counts readable, but more under 25 than in total. */
  childrenConflict: boolean;
  /** Needed fields still empty, in the order of the form. */
  missing: readonly GkvField[];
  /** A field holds text the calculator cannot read, or the children counts contradict. */
  unreadable: boolean;
  /** Everything the contribution needs, or null while something is missing or unreadable. */
  input: Omit<GkvInput, "status" | "sachsen" | "krankengeld"> | null;
}

const NONE: GermanNumber = { ok: true, units: 0 };

function isEmpty(parsed: GermanNumber): boolean {
  return !parsed.ok && parsed.problem === "empty";
}

/**
 * @param dienstherrMissing a civil servant has not chosen a Dienstherr yet (always false for the others)
 * @param payRules what the pay field accepts: MONTHLY_PAY_RULES, or MONTHLY_PROFIT_RULES for the self-employed
 * @param parseNumber the page's language's reading (english-number.ts on the English page, decision 0073)
 */
export function readGkvFields(
  texts: GkvTexts,
  dienstherrMissing: boolean,
  payRules: GermanNumberRules = MONTHLY_PAY_RULES,
  parseNumber: (raw: string, rules: GermanNumberRules) => GermanNumber = parseGermanNumber,
): GkvReading {
  const children = parseNumber(texts.children, CHILDREN_RULES);
  const under25Typed = parseNumber(texts.under25, CHILDREN_RULES);
  const under25Needed = children.ok && children.units >= REDUCTION_FROM_CHILD;
  const parsed = {
    pay: parseNumber(texts.pay, payRules),
    zusatz: parseNumber(texts.zusatz, ZUSATZBEITRAG_RULES),
    age: parseNumber(texts.age, AGE_RULES),
    children,
    under25: isEmpty(under25Typed) && !under25Needed ? NONE : under25Typed,
  };
  const childrenConflict = parsed.children.ok && parsed.under25.ok && childrenProblem(parsed.children.units, parsed.under25.units) !== null;
  const order: readonly (keyof GkvTexts)[] = ["pay", "zusatz", "age", "children", "under25"];
  const missing: GkvField[] = order.filter((field) => isEmpty(parsed[field]));
  if (dienstherrMissing) missing.push("dienstherr");
  const unreadable = childrenConflict || order.some((field) => !parsed[field].ok && !isEmpty(parsed[field]));
  const ready = !unreadable && missing.length === 0;
  const units = (field: keyof GkvTexts) => {
    const value = parsed[field];
    return value.ok ? value.units : 0;
  };
  return {
    parsed,
    childrenConflict,
    missing,
    unreadable,
    input: ready
      ? {
          monthlyPayCents: units("pay"),
          zusatzbeitragHundredths: units("zusatz"),
          age: units("age"),
          childrenTotal: units("children"),
          childrenUnder25: units("under25"),
        }
      : null,
  };
}
