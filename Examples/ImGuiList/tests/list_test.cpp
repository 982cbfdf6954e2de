// The ImGui list's headless test: the same ScrollingList as the window app, driven by a script of
// timed inputs given to ImGui's IO (as a platform backend does) on a virtual 60 fps clock, rendered by
// ImGui's OpenGL 3 backend into an EGL surfaceless framebuffer. Checks where the model lands and compares frames with golden PNGs
// (tests/goldens; CUBESCROLL_RECORD_GOLDENS=1 records them). Prints "N passed, N failed".
#include "../src/list.h"
#include "../src/offscreen.h"

#include <backends/imgui_impl_opengl3.h>
#include <GL/gl.h>

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <sys/stat.h>
#include <vector>

static int passed, failed;

static void check(bool ok, const std::string &what) {
    if (ok) passed++;
    else { failed++; std::printf("FAIL %s\n", what.c_str()); }
}

// One timed input into ImGui's IO; applied before the first frame whose time is at least `time`.
struct Input { double time; std::function<void(ImGuiIO &)> apply; };

// A straight drag from (x, y0) to (x, y1) in `duration` s with moves at 120 Hz, then the release.
static void addDrag(std::vector<Input> &inputs, double t, float x, float y0, float y1, double duration,
                    double hold = 0) {
    inputs.push_back({t, [=](ImGuiIO &io) { io.MousePos = ImVec2(x, y0); io.MouseDown[0] = true; }});
    int steps = int(std::lround(duration * 120));
    for (int i = 1; i <= steps; i++) {
        float y = y0 + (y1 - y0) * float(i) / float(steps);
        inputs.push_back({t + duration * i / steps, [=](ImGuiIO &io) { io.MousePos = ImVec2(x, y); }});
    }
    inputs.push_back({t + duration + hold, [=](ImGuiIO &io) { io.MouseDown[0] = false; }});
}

// The key index the test's "platform" gives End (ImGui 1.86's io.KeyMap, as its GLFW backend fills it).
static const int endKey = 1;

// Compares `actual` with the golden `name`.png (or records it); writes the actual frame to `outDir`.
static void compareGolden(const std::string &name, const Offscreen &target, const std::vector<std::uint8_t> &actual,
                          const std::string &goldenDir, const std::string &outDir) {
    std::string error;
    writePNG(outDir + "/" + name + ".png", target.width(), target.height(), actual, error);
    std::string golden = goldenDir + "/" + name + ".png";
    if (std::getenv("CUBESCROLL_RECORD_GOLDENS")) {
        check(writePNG(golden, target.width(), target.height(), actual, error), "record " + golden + " " + error);
        return;
    }
    int w = 0, h = 0;
    std::vector<std::uint8_t> expected;
    if (!readPNG(golden, w, h, expected, error)) {
        check(false, "golden " + name + " missing (" + error + "): record it with CUBESCROLL_RECORD_GOLDENS=1 make test");
        return;
    }
    if (w != target.width() || h != target.height()) {
        check(false, "golden " + name + " is " + std::to_string(w) + "x" + std::to_string(h));
        return;
    }
    // Per channel within 2 (llvmpipe is deterministic; the margin absorbs rounding across Mesa builds).
    std::size_t differing = 0;
    for (std::size_t i = 0; i < actual.size(); i += 4)
        for (int c = 0; c < 4; c++)
            if (std::abs(int(actual[i + c]) - int(expected[i + c])) > 2) { differing++; break; }
    check(differing == 0, "frame " + name + " differs from its golden in " + std::to_string(differing) +
                              " pixels (actual: " + outDir + "/" + name + ".png)");
}

int main(int argc, char **argv) {
    std::string outDir = argc > 1 ? argv[1] : "build/out";
    std::string goldenDir = argc > 2 ? argv[2] : "tests/goldens";
    mkdir(outDir.c_str(), 0755);
    Offscreen target(480, 640);
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(480, 640);
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
#if IMGUI_VERSION_NUM < 18700
    io.KeyMap[ImGuiKey_End] = endKey;
#endif
    ImGui_ImplOpenGL3_Init("#version 330 core");

    ScrollingList list;
    std::vector<Input> inputs;
    addDrag(inputs, 0.50, 240, 560, 260, 0.15);                 // a flick up: ~2000 pt/s
    inputs.push_back({6.0, [](ImGuiIO &io) { io.MouseWheel = -1; }});       // one notch down
#if IMGUI_VERSION_NUM < 18700
    inputs.push_back({7.0, [](ImGuiIO &io) { io.KeysDown[endKey] = true; }});
    inputs.push_back({7.05, [](ImGuiIO &io) { io.KeysDown[endKey] = false; }});
#else
    inputs.push_back({7.0, [](ImGuiIO &io) { io.AddKeyEvent(ImGuiKey_End, true); }});
    inputs.push_back({7.05, [](ImGuiIO &io) { io.AddKeyEvent(ImGuiKey_End, false); }});
#endif
    addDrag(inputs, 9.0, 240, 560, 260, 0.6, 0.4);              // a slow pull past the end, held

    std::size_t next = 0;
    // Frames are compared only at rest and while the pull is held, where the picture depends on the
    // landing rule and the rubber band, not on how fast a glide fades.
    double restAfterFling = -1, afterWheel = -1, atEnd = -1, pulled = -1;
    const int frames = 13 * 60;
    for (int frame = 0; frame <= frames; frame++) {
        double t = frame / 60.0;
        io.MouseWheel = 0;   // a platform backend reports each frame's wheel afresh
        while (next < inputs.size() && inputs[next].time <= t + 1e-9) { inputs[next].apply(io); next++; }
        io.DeltaTime = 1.0f / 60;
        ImGui_ImplOpenGL3_NewFrame();
        ImGui::NewFrame();
        list.draw(t);
        ImGui::Render();
        glClearColor(0.1f, 0.1f, 0.12f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

        if (frame == 354) { restAfterFling = list.offset(); compareGolden("after-fling", target, target.read(), goldenDir, outDir); }
        if (frame == 414) afterWheel = list.offset();
        if (frame == 530) { atEnd = list.offset(); compareGolden("end", target, target.read(), goldenDir, outDir); }
        if (frame == 582) { pulled = list.offset(); compareGolden("pulled-past-end", target, target.read(), goldenDir, outDir); }
    }
    double rest = list.offset();
    const double row = ScrollingList::rowHeight;
    check(restAfterFling > 400 && std::fmod(restAfterFling, row) == 0,
          "the flick glides on and lands on a whole row: " + std::to_string(restAfterFling));
    check(afterWheel == restAfterFling + row, "one wheel notch moves one row: " + std::to_string(afterWheel));
    check(atEnd == list.maxOffset() && atEnd > 27000, "End reaches the end of the range: " + std::to_string(atEnd));
    check(pulled > atEnd + 20 && pulled < atEnd + 300, "pulled past the end, the rows follow less (rubber band): " +
                                                      std::to_string(pulled - atEnd) + " pt past");
    check(rest == atEnd && list.state() == 0, "released, it springs back to the end: " + std::to_string(rest));
    check(list.landings() >= 3, "the scroller reported each landing: " + std::to_string(list.landings()));

    ImGui_ImplOpenGL3_Shutdown();
    ImGui::DestroyContext();
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
