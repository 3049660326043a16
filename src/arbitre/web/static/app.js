/* arbitre pages: progressive enhancement only. Without this file every form still
   works (GET ?q= answers server-side); with it, the answer zone is fetched from
   /fragment/answer (the same template the page uses) and swapped in without a reload.
   Markup only ever comes from the site itself, escaped by its templates. */
(function () {
  "use strict";

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function showError(zone, message) {
    var p = el("p", "error", message);
    p.setAttribute("role", "alert");
    zone.replaceChildren(p);
  }

  /* The fragment's nodes, or the sentence of an error page (429, 503) as an error. */
  function draw(zone, html, fallback) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    if (doc.querySelector("main")) {
      var error = doc.querySelector("main .error") || doc.querySelector("main h1");
      showError(zone, error ? error.textContent : fallback);
      return;
    }
    zone.replaceChildren.apply(zone, Array.prototype.slice.call(doc.body.childNodes));
    /* An answer the position board can show ("J'ai compris"): board.js puts it in place. */
    var update = zone.querySelector("template[data-board-update]");
    if (update) {
      var board = update.content.querySelector("#position");
      update.remove();
      if (board) document.dispatchEvent(new CustomEvent("arbitre:board", {detail: board}));
    }
  }

  function enhanceAsk(form) {
    var zone = document.getElementById("reponse");
    var t = JSON.parse(form.getAttribute("data-strings") || "{}");
    var langInput = form.querySelector('input[name="lang"]');
    var input = form.querySelector('input[name="q"]');
    var game = form.getAttribute("data-game") || "";
    var pageLang = form.getAttribute("data-lang") || "fr";
    form.addEventListener("submit", function (event) {
      if (!window.fetch || !zone) return;
      event.preventDefault();
      var question = input.value.trim();
      if (!question) { showError(zone, t.empty_question); input.focus(); return; }
      var url = new URL(location.href);
      url.searchParams.set("q", question);
      url.searchParams.delete("merci");
      var params = new URLSearchParams({q: question, next: url.pathname + url.search});
      if (game) params.set("game", game);
      if (langInput) params.set("lang", langInput.value);
      if (form.hasAttribute("data-embedded")) params.set("embedded", "1");
      var button = form.querySelector('button[type="submit"]');
      button.disabled = true;
      zone.replaceChildren(el("p", "asking", t.asking));
      fetch("/fragment/answer?" + params.toString(), {headers: {"Accept-Language": pageLang}})
        .then(function (response) { return response.text(); })
        .then(function (html) {
          history.replaceState(null, "", url.pathname + url.search);
          draw(zone, html, t.network_error);
        })
        .catch(function () { showError(zone, t.network_error); })
        .then(function () { button.disabled = false; });
    });
  }

  /* The game list filter: the GET form works alone; this filters while typing. */
  function enhanceFilter(input) {
    var items = Array.prototype.slice.call(document.querySelectorAll("[data-games] > li"));
    var empty = document.querySelector("[data-filter-empty]");
    var message = document.querySelector("[data-filter-message]");
    input.addEventListener("input", function () {
      var needle = input.value.trim().toLowerCase();
      var shown = 0;
      items.forEach(function (li) {
        var match = !needle || (li.getAttribute("data-search") || "").indexOf(needle) !== -1;
        li.hidden = !match;
        if (match) shown += 1;
      });
      if (empty) {
        empty.hidden = shown > 0;
        if (message) message.textContent = (empty.getAttribute("data-template") || "").replace("{query}", input.value.trim());
      }
    });
  }

  document.querySelectorAll("form[data-ask]").forEach(enhanceAsk);
  document.querySelectorAll("input[data-filter]").forEach(enhanceFilter);
})();
