/**
 * The page script (site-shell.ts) enhances what the platform already renders: menus, section
 * links, the cookie-settings buttons, the search button. Nothing of it is needed for the first
 * paint, so the build (scripts/build/deferred-page-script.ts) replaces its `<script src>` with
 * this small inline loader, which requests it once the first contentful paint has been presented
 * and the load event has passed (issue 19). The phone's bandwidth then goes to the page first, and
 * the request no longer falls on the way to the largest paint, where a `<script src>` found by the
 * preload scanner sat in about one run in three.
 *
 * Browsers without paint timing load it at the load event; a page that never reports a paint (a
 * tab opened in the background) gets it at the latest two seconds after the load event.
 * No timer stands between the paint and the import: tests (and the spec's timings) may pause the
 * page's clock, and the page script must arrive all the same.
 * The string is fixed per build, so the Content-Security-Policy allows it by its hash.
 */

/** Milliseconds after the load event at which the page script is requested in any case. */
export const PAGE_SCRIPT_LATEST_AFTER_LOAD_MS = 2000;

/** The inline module that imports `src` after the first contentful paint and the load event. */
export function pageScriptLoader(src: string): string {
  if (!/^\/[\w./-]+\.js$/.test(src)) throw new Error(`The page script's address is not a plain site path: ${src}`);
  return (
    `let started=false,painted=false,loaded=document.readyState==="complete";` +
    `const start=()=>{if(started)return;started=true;import(${JSON.stringify(src)})};` +
    `const startWhenReady=()=>{if(painted&&loaded)start()};` +
    `try{if(PerformanceObserver.supportedEntryTypes.includes("paint")){` +
    `const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();painted=true;startWhenReady()}});` +
    `observer.observe({type:"paint",buffered:true})}else painted=true}catch{painted=true}` +
    `const afterLoad=()=>{loaded=true;startWhenReady();setTimeout(start,${PAGE_SCRIPT_LATEST_AFTER_LOAD_MS})};` +
    `if(loaded)afterLoad();else addEventListener("load",afterLoad,{once:true});`
  );
}
