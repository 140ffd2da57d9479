// Runs before the first paint (a blocking script in <head>): applies the colour scheme the
// visitor chose with the header's toggle, so a dark choice never flashes light. Mirrors
// ui/theme/theme.ts (same key, same values). The `data-js` mark lets the header show its phone
// menu button only where a script can open it.
/* global document, window */
(function () {
  var root = document.documentElement;
  root.setAttribute('data-js', '');
  try {
    var chosen = window.localStorage.getItem('moonwise-theme');
    if (chosen === 'light' || chosen === 'dark') root.setAttribute('data-theme', chosen);
  } catch {
    // Storage blocked: the system's scheme applies.
  }
})();
