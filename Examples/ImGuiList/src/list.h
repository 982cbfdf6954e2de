// A list of 1,000 rows in a Dear ImGui child window that scrolls like iOS: cubescroll_imgui.h's
// ScrollArea (over cubescroll's C API, include/cubescroll.h) reads ImGui's input, tracks the pointer,
// glides, rubber-bands and snaps to rows; ImGui draws the rows at the area's origin every frame. Used
// by the window app (main.cpp) and the headless test (tests/list_test.cpp), so both run exactly the
// same code.
#pragma once

#include "../cubescroll_imgui.h"

class ScrollingList {
public:
    static constexpr int rowCount = 1000;
    static constexpr double rowHeight = 28.0;   // points; every landing is a multiple of this

    ScrollingList();

    // Builds the frame's ImGui window (between ImGui::NewFrame and ImGui::Render) at `time` (seconds,
    // one monotonic clock): the list takes this frame's ImGui input, moves on to `time` and draws.
    void draw(double time);

    double offset() const { return area_.offset().y; }           // the model's vertical offset, points
    double maxOffset() const { return area_.max_offset().y; }    // the end of the scroll range, points
    unsigned int state() const { return cubescroll_get_state(area_.scroller()); }   // CUBESCROLL_STATE_* bits
    bool needsFrames() const { return area_.needs_frames(); }
    int landings() const { return landings_; }

private:
    static void didRest(void *user, double x, double y);

    cubescroll_imgui::ScrollArea area_;
    int landings_ = 0;
};
