// A dedicated worker the shell starts first thing (host/src/intl-warm.ts), given the page's language.
// The browser's first Intl formatter of a page builds ICU's lists of languages and loads the language's data (~15-40 ms
// on a desktop, several times that on a phone), and every page's first render formats numbers and dates (ratings,
// counts, prices, times). The browser keeps those lists and data for the whole page process, workers included: made
// here, on the worker's thread, the page's own first formatters find them ready and no task of the page pays for them.
onmessage = function (event) {
  var lng = typeof event.data === 'string' ? event.data : 'en';
  var steps = [
    function () {
      new Intl.Locale(lng).maximize();
    },
    function () {
      new Intl.NumberFormat(lng).format(0);
    },
    function () {
      new Intl.DateTimeFormat(lng).format(0);
    },
    function () {
      new Intl.PluralRules(lng).select(1);
    },
  ];
  for (var i = 0; i < steps.length; i++) {
    try {
      steps[i]();
    } catch (e) {
      // an unknown language tag, or an older Intl: the page formats with its own fallback
    }
  }
  close();
};
