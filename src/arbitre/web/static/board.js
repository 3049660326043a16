/* The "Vérifie ma position" board: progressive enhancement only. Without this file the board
   is a plain form posting to the server, which answers and sends to the position's link. With
   it: only the chosen question's fields show, arrow keys move across a grid, and the form is
   posted to /fragment/position (the same template) and swapped in without a reload, its link
   put in the address bar. Markup only ever comes from the site itself. */
(function () {
  "use strict";

  function showKind(section) {
    var select = section.querySelector("[data-board-kind]");
    var hint = section.querySelector("[data-board-hint]");
    if (!select) return;
    if (hint) hint.hidden = true;
    function update() {
      var kind = " " + select.value + " ";
      section.querySelectorAll("[data-kinds]").forEach(function (field) {
        field.hidden = (" " + field.getAttribute("data-kinds") + " ").indexOf(kind) === -1;
      });
    }
    select.addEventListener("change", update);
    update();
  }

  /* Arrow keys move between a grid's squares (left and right only at the text's ends). */
  function arrows(grid) {
    var cells = Array.prototype.slice.call(grid.querySelectorAll("input"));
    var cols = parseInt(grid.getAttribute("data-cols"), 10) || 1;
    grid.addEventListener("keydown", function (event) {
      var at = cells.indexOf(event.target);
      if (at < 0) return;
      var input = event.target, step = 0;
      var start = input.selectionStart === 0, end = input.selectionEnd === input.value.length;
      if (event.key === "ArrowUp") step = -cols;
      else if (event.key === "ArrowDown") step = cols;
      else if (event.key === "ArrowLeft" && start) step = -1;
      else if (event.key === "ArrowRight" && end) step = 1;
      var next = cells[at + step];
      if (!step || !next) return;
      event.preventDefault();
      next.focus();
      next.select();
    });
  }

  /* The square asked about (its row and column fields) drawn on the grid as they are typed. */
  function target(section, grid) {
    var names = (grid.getAttribute("data-target") || "").split(" ").filter(Boolean);
    if (!names.length) return;
    var offsets = (grid.getAttribute("data-target-offset") || "").split(" ");
    var cols = parseInt(grid.getAttribute("data-cols"), 10) || 1;
    var inputs = names.map(function (name) { return section.querySelector('[name="' + name + '"]'); });
    function update() {
      var place = inputs.map(function (input, i) { return parseInt(input && input.value, 10) - (parseInt(offsets[i], 10) || 0); });
      grid.querySelectorAll("input").forEach(function (cell, i) {
        cell.classList.toggle("is-target", place.length === 2 && Math.floor(i / cols) === place[0] && i % cols === place[1]);
      });
    }
    inputs.forEach(function (input) { if (input) input.addEventListener("input", update); });
  }

  function fail(section, message) {
    var zone = section.querySelector(".board-result");
    var p = document.createElement("p");
    p.className = "error";
    p.setAttribute("role", "alert");
    p.textContent = message;
    zone.replaceChildren(p);
  }

  function enhance(section) {
    showKind(section);
    section.querySelectorAll("[data-board-grid]").forEach(function (grid) { arrows(grid); target(section, grid); });
    var form = section.querySelector("[data-board-form]");
    form.addEventListener("submit", function (event) {
      if (!window.fetch || !window.FormData) return;
      event.preventDefault();
      var button = form.querySelector('button[type="submit"]');
      button.disabled = true;
      fetch(section.getAttribute("data-fragment"), {
        method: "POST",
        body: new URLSearchParams(new FormData(form)),
        headers: {"Accept-Language": document.documentElement.lang || "fr"}
      })
        .then(function (response) { return response.text(); })
        .then(function (html) {
          var doc = new DOMParser().parseFromString(html, "text/html");
          var fresh = doc.getElementById("position");
          if (!fresh) {
            var said = doc.querySelector("main .error") || doc.querySelector("main h1");
            fail(section, said ? said.textContent : "…");
            button.disabled = false;
            return;
          }
          place(section, fresh);
          var link = fresh.getAttribute("data-link");
          if (link) history.replaceState(null, "", link.split("#")[0]);
          var result = fresh.querySelector(".board-result");
          result.setAttribute("tabindex", "-1");
          result.focus();
        })
        .catch(function () { fail(section, form.getAttribute("data-offline") || "…"); button.disabled = false; });
    });
  }

  function place(old, fresh) {
    old.replaceWith(fresh);
    enhance(fresh);
  }

  /* Framed by the widget (/embed/<game>?board=1): tell the page how tall the board is, so its
     frame fits it (a number only; the widget checks it comes from this frame and this origin). */
  function reportHeight() {
    if (window.parent === window || !document.body.classList.contains("embed")) return;
    function send() {
      window.parent.postMessage({arbitre: "height", height: Math.ceil(document.documentElement.getBoundingClientRect().height)}, "*");
    }
    send();
    if (window.ResizeObserver) new ResizeObserver(send).observe(document.body);
  }

  document.querySelectorAll("[data-board]").forEach(enhance);
  reportHeight();
  /* app.js drew an answer that fills the board: it hands the board over here. */
  document.addEventListener("arbitre:board", function (event) {
    var old = document.getElementById("position");
    if (old && event.detail) place(old, event.detail);
  });
})();
