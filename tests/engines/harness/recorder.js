// Put into every page by the engines' test server (STATIC_INJECT_SCRIPT), first after the CSP: keeps each
// console error, uncaught error, unhandled rejection, failed resource and CSP violation of this tab in
// sessionStorage, so a test reads them after reloads and in engines whose WebDriver has no console log (WebKit).
(() => {
  const key = "engine-test-errors";
  // Loads the browser aborts because the page is being left (a navigation started before every chunk
  // arrived) are not the page failing: WebKit reports them as failed loads.
  let leaving = false;
  addEventListener("beforeunload", () => (leaving = true));
  addEventListener("pagehide", () => (leaving = true));
  addEventListener("pageshow", () => (leaving = false));
  const add = (message) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(key) || "[]");
      list.push(`${location.pathname}: ${message}`);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // storage refused: nothing to record into
    }
  };
  const error = console.error;
  console.error = function (...args) {
    add(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" "));
    return error.apply(this, args);
  };
  addEventListener(
    "error",
    (e) => {
      const target = e.target;
      if (target && target !== window && (target.src || target.href)) add(`failed to load <${target.localName}${target.rel ? ` rel=${target.rel}` : ""}> ${target.src || target.href}`);
      else add(`uncaught ${e.message}`);
    },
    true,
  );
  addEventListener("unhandledrejection", (e) => add(`unhandled rejection ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`));
  document.addEventListener("securitypolicyviolation", (e) => add(`CSP ${e.violatedDirective} ${e.blockedURI}`));
  window.__engineRecorder = true;
})();
