extension ReviewPage {
    /// The page's style sheet: system fonts only, light and dark themes.
    static let css = """
        :root { color-scheme: light; --page: #f2f2f7; --card: #ffffff; --text: #1c1c1e; --muted: #6c6c70;
          --line: #d1d1d6; --accent: #0a84ff; --warn: #ff9500; }
        html[data-theme="dark"] { color-scheme: dark; --page: #000000; --card: #1c1c1e; --text: #f2f2f7;
          --muted: #a1a1a6; --line: #38383a; --accent: #409cff; }
        @media (prefers-color-scheme: dark) {
          html[data-theme="auto"] { color-scheme: dark; --page: #000000; --card: #1c1c1e; --text: #f2f2f7;
            --muted: #a1a1a6; --line: #38383a; --accent: #409cff; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--text);
          font: 15px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }
        header.top { display: flex; align-items: baseline; gap: 16px; padding: 16px 24px; flex-wrap: wrap; }
        header.top h1 { margin: 0; font-size: 24px; }
        .summary { margin: 0; color: var(--muted); flex: 1; }
        #theme-toggle { font: inherit; padding: 4px 12px; border-radius: 8px; border: 1px solid var(--line);
          background: var(--card); color: var(--text); cursor: pointer; }
        nav { padding: 0 24px 8px; display: flex; gap: 12px; flex-wrap: wrap; }
        a { color: var(--accent); }
        main { padding: 0 24px 48px; }
        section.sheet { background: var(--card); border-radius: 12px; padding: 16px; margin: 16px 0; }
        section.sheet h2 { margin: 0 0 12px; font-size: 20px; }
        section.sheet h2 .file, section.sheet h2 .size { font-size: 13px; font-weight: normal; margin-left: 8px; }
        .size { color: var(--muted); }
        .overview { position: relative; width: 100%; max-width: 100%; }
        .overview .sheet-image { display: block; width: 100%; height: auto; }
        .hit { position: absolute; border-radius: 6px; outline: 2px solid transparent; }
        .hit:hover, .hit:focus { outline-color: var(--accent); background: rgba(10, 132, 255, 0.08); }
        .cells { margin-top: 12px; }
        details.cell { border-top: 1px solid var(--line); padding: 6px 0; }
        details.cell summary { cursor: pointer; }
        .badge { display: inline-block; min-width: 20px; padding: 0 6px; border-radius: 10px; background: var(--warn);
          color: #fff; font-size: 12px; font-weight: 600; text-align: center; }
        .cell-body { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; padding: 8px 0; }
        .cell-view { flex: none; max-width: 100%; overflow: auto; }
        .tools { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 0 0 8px; font-size: 13px;
          color: var(--muted); }
        .tools button { font: inherit; padding: 1px 8px; border-radius: 6px; border: 1px solid var(--line);
          background: var(--card); color: var(--text); cursor: pointer; }
        .tools button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
        .tools label { display: inline-flex; gap: 4px; align-items: center; color: var(--text); cursor: pointer; }
        .crop { --z: 1; position: relative; overflow: hidden; flex: none; border-radius: 4px;
          width: calc(var(--w) * var(--z) * 1px); height: calc(var(--h) * var(--z) * 1px); }
        .crop img { position: absolute; max-width: none; image-rendering: pixelated;
          width: calc(var(--sw) * var(--z) * 1px); height: calc(var(--sh) * var(--z) * 1px);
          left: calc(var(--x) * var(--z) * -1px); top: calc(var(--y) * var(--z) * -1px); }
        .tap, .bounds, .margins { position: absolute; left: calc(var(--rx) * var(--z) * 1px); top: calc(var(--ry) * var(--z) * 1px);
          width: calc(var(--rw) * var(--z) * 1px); height: calc(var(--rh) * var(--z) * 1px); }
        .tap { outline: 2px dashed transparent; outline-offset: -2px; }
        .crop:hover .tap { outline-color: rgba(255, 149, 0, 0.55); }
        .crop.pinned .tap { outline: 2px solid var(--warn); }
        .tap:hover, .tap.lit { outline: 2px solid var(--warn); background: rgba(255, 149, 0, 0.18); }
        .bounds { display: none; outline: 1px dashed var(--accent); outline-offset: 0; pointer-events: none; }
        .margins { display: none; outline: 1px dotted var(--warn); outline-offset: 0; pointer-events: none; }
        .crop.bounded .bounds, .crop.bounded .margins { display: block; }
        .previews { display: flex; flex-wrap: wrap; gap: 12px; }
        .preview { display: flex; flex-direction: column; gap: 4px; font-size: 11px; color: var(--muted); text-decoration: none; max-width: 200px; word-break: break-all; }
        .preview img { height: 120px; width: auto; object-fit: contain; align-self: flex-start; }
        .panels { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        .compare { margin: 0; }
        .compare figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
        .reference { margin: 0 0 8px; }
        .differs { font-size: 12px; color: var(--warn); margin-left: 6px; }
        .notes { min-width: 240px; flex: 1; }
        .notes h3 { font-size: 14px; margin: 0 0 4px; }
        .notes ul { margin: 0 0 12px; padding-left: 18px; }
        .notes li[data-tap] { cursor: default; }
        .notes li[data-tap]:hover { color: var(--warn); }
        .none { color: var(--muted); margin: 0 0 12px; }
        code { font-size: 12px; padding: 0 4px; border-radius: 4px; background: var(--page); }
        """

    /// The page's script: the theme toggle, opening a cell from a link, a cell's zoom (1×, 2×,
    /// 4×, pixel for pixel), pinning its tap targets and outlining the widget's bounds,
    /// lighting a tap target from its list entry, and marking in the DOM whether every image
    /// has loaded.
    static let script = """
        (function () {
          var root = document.documentElement;
          window.addEventListener("error", function () {
            root.setAttribute("data-errors", String(Number(root.getAttribute("data-errors")) + 1));
          });
          var themes = ["auto", "light", "dark"];
          var button = document.getElementById("theme-toggle");
          function setTheme(theme) {
            root.setAttribute("data-theme", theme);
            button.textContent = "Theme: " + theme;
            try { localStorage.setItem("widget-render-theme", theme); } catch (e) { /* file:// may refuse storage */ }
          }
          var saved = null;
          try { saved = localStorage.getItem("widget-render-theme"); } catch (e) { saved = null; }
          if (themes.indexOf(saved) >= 0) { setTheme(saved); }
          button.addEventListener("click", function () {
            setTheme(themes[(themes.indexOf(root.getAttribute("data-theme")) + 1) % themes.length]);
          });
          function openFromHash() {
            var id = decodeURIComponent(location.hash.slice(1));
            var cell = id ? document.getElementById(id) : null;
            if (cell && cell.tagName === "DETAILS") { cell.open = true; cell.scrollIntoView({ block: "start" }); }
          }
          window.addEventListener("hashchange", openFromHash);
          openFromHash();
          document.querySelectorAll("details.cell").forEach(function (cell) {
            var crop = cell.querySelector(".crop");
            if (!crop) { return; }
            var zooms = cell.querySelectorAll("button[data-zoom]");
            zooms.forEach(function (zoom) {
              zoom.addEventListener("click", function () {
                crop.style.setProperty("--z", zoom.getAttribute("data-zoom"));
                zooms.forEach(function (other) { other.setAttribute("aria-pressed", String(other === zoom)); });
              });
            });
            var pin = cell.querySelector("input.pin-taps");
            if (pin) { pin.addEventListener("change", function () { crop.classList.toggle("pinned", pin.checked); }); }
            var bounds = cell.querySelector("input.show-bounds");
            if (bounds) { bounds.addEventListener("change", function () { crop.classList.toggle("bounded", bounds.checked); }); }
          });
          document.querySelectorAll("li[data-tap]").forEach(function (item) {
            var region = document.querySelector("span.tap[data-tap='" + item.getAttribute("data-tap") + "']");
            if (!region) { return; }
            item.addEventListener("mouseenter", function () { region.classList.add("lit"); });
            item.addEventListener("mouseleave", function () { region.classList.remove("lit"); });
          });
          var images = Array.prototype.slice.call(document.images);
          var pending = images.length, failed = [];
          function settle() {
            pending -= 1;
            if (pending === 0) { root.setAttribute("data-images", failed.length ? "failed: " + failed.join(" ") : "ok"); }
          }
          if (pending === 0) { root.setAttribute("data-images", "ok"); }
          images.forEach(function (image) {
            function check() { if (image.naturalWidth === 0) { failed.push(image.getAttribute("src")); } settle(); }
            if (image.complete) { check(); return; }
            image.addEventListener("load", check);
            image.addEventListener("error", check);
          });
        })();
        """
}
