/**
 * The calculators keep their input in the fragment, behind the anchor
 * (`#gkv-beitrag?gkv-beitrag-gehalt=7.250`, docs/decisions/0064). A tiny inline script at the end
 * of every page with calculators (app/pages/pkv-rechner.astro, app/pages/pkv-[slug].astro) does
 * two things the islands cannot, since each hydrates only when scrolled into view:
 *
 * - An address of the time the input stood in the query (`?gkv-beitrag-gehalt=7.250#gkv-beitrag`,
 *   an old bookmark or shared link) is rewritten to the fragment form with replaceState, for
 *   every calculator at once, so the input leaves the address bar and the Referer of the next
 *   request before any island loads. That request itself has reached the server already, with
 *   the input in its request line; nothing on the page can undo that.
 * - The browser finds no element with the id „gkv-beitrag?gkv-beitrag-gehalt=7.250“ and scrolls
 *   nowhere, so the script scrolls to the anchor's element itself, as the browser does for a plain
 *   anchor: once, on a fresh load (a reload or the back button restores the reader's own place).
 *
 * The same move as moveToFragment (app/modules/calculators/url-state.ts), written out because an
 * inline script imports nothing; calculator-address.test.ts checks that both agree. A fixed text,
 * so the Content-Security-Policy allows it by its hash. The islands still move their own input if
 * one hydrates before the script runs (app/components/calculators/use-calculator-input.ts).
 */
import { CALCULATOR_ANCHORS } from "~/config/calculator-ids";

/** The calculators' prefixes, as the script receives them. */
export const CALCULATOR_PREFIXES: readonly string[] = Object.values(CALCULATOR_ANCHORS);

export const CALCULATOR_ADDRESS_SCRIPT =
  "(function(prefixes){" +
  "var l=location,h=l.hash.slice(1),at=h.indexOf('?'),anchor=at<0?h:h.slice(0,at),fragment=new URLSearchParams(at<0?'':h.slice(at+1)),kept=new URLSearchParams(),had={},moved=false;" +
  "function prefixOf(name){for(var i=0;i<prefixes.length;i++)if(name.indexOf(prefixes[i]+'-')===0)return prefixes[i];return ''}" +
  "fragment.forEach(function(value,name){had[prefixOf(name)]=true});" +
  "new URLSearchParams(l.search).forEach(function(value,name){var prefix=prefixOf(name);if(!prefix)kept.append(name,value);else{moved=true;if(!had[prefix])fragment.append(name,value)}});" +
  "if(moved){var query=kept.toString(),state=fragment.toString();history.replaceState(history.state,'',l.pathname+(query?'?'+query:'')+(state?'#'+anchor+'?'+state:anchor?'#'+anchor:''))}" +
  "var entry=performance.getEntriesByType('navigation')[0],target=anchor&&l.hash.indexOf('?')>=0&&document.getElementById(anchor);" +
  "if(target&&!(entry&&(entry.type==='reload'||entry.type==='back_forward'))){try{target.scrollIntoView({behavior:'instant'})}catch(e){target.scrollIntoView()}}" +
  `})(${JSON.stringify(CALCULATOR_PREFIXES)});`;
