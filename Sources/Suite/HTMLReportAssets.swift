/// The style sheet and script inlined into every HTML report (no external resources, so the page
/// works offline).
enum HTMLReportAssets {
    static let css = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
        h1 { font-size: 1.4em; }
        #summary.ok { color: #176f2c; } #summary.bad { color: #b00020; font-weight: bold; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
        tr.failed td.status, tr.missing td.status, tr.error td.status { color: #b00020; font-weight: bold; }
        tr.passed td.status { color: #176f2c; } tr.recorded td.status, tr.updated td.status { color: #8a5a00; }
        section.failure { border-top: 2px solid #b00020; margin-top: 2em; padding-top: 0.5em; }
        .side-by-side { display: flex; gap: 12px; max-width: 1400px; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; } figure img { width: 100%; border: 1px solid #999; display: block; image-rendering: pixelated; }
        figcaption { text-align: center; font-size: 12px; color: #555; }
        .compare { margin: 12px 0; }
        .stack { position: relative; width: fit-content; border: 1px solid #999; line-height: 0; }
        .stack img { width: min(960px, 90vw); display: block; image-rendering: pixelated; }
        .controls { margin-top: 4px; }
        .stack img.over { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        .slider { width: 300px; vertical-align: middle; }
        table.trace code { font-size: 12px; white-space: pre-wrap; word-break: break-all; }
        table.trace tr.captured { background: #fff3c4; }

        """

    /// The slider shows the actual image over the expected one from the left edge to the slider's
    /// position; the toggle shows the actual image whole, then the slider's view again.
    static let script = """
        "use strict";
        document.querySelectorAll(".compare").forEach(function (compare) {
          var over = compare.querySelector("img.over");
          var slider = compare.querySelector("input.slider");
          var toggle = compare.querySelector("button.toggle");
          var whole = false;
          function show() {
            over.style.clipPath = whole ? "none" : "inset(0 " + (100 - Number(slider.value)) + "% 0 0)";
            toggle.textContent = whole ? "show slider" : "show actual only";
          }
          slider.addEventListener("input", function () { whole = false; show(); });
          toggle.addEventListener("click", function () { whole = !whole; show(); });
          show();
        });

        """
}
