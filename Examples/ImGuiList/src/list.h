// A list of 1,000 rows in a Dear ImGui child window that scrolls like iOS: cubescroll's scroller (an
// invisible scroll model, include/cubescroll.h) tracks the pointer, glides, rubber-bands and snaps to
// rows; ImGui draws the rows at the model's offset every frame. Used by the window app (main.cpp) and
// the headless test (tests/list_test.cpp), so both run exactly the same code.
#pragma once

#include <cubescroll.h>
#include <imgui.h>

class ScrollingList {
public:
    static constexpr int rowCount = 1000;
    static constexpr double rowHeight = 28.0;   // points; every landing is a multiple of this

    ScrollingList();
    ~ScrollingList();
    ScrollingList(const ScrollingList &) = delete;
    ScrollingList &operator=(const ScrollingList &) = delete;

    // Input in window points, each with the time it happened (seconds, one monotonic clock). The
    // pointer goes to the scroller when it is pressed inside the list; wheel and keys always do.
    void pointerDown(double x, double y, double time);
    void pointerMove(double x, double y, double time);
    void pointerUp(double x, double y, double time);
    void wheel(double dx, double dy, double time);
    void key(int cubescrollKey, double time);

    // Builds the frame's ImGui window (between ImGui::NewFrame and ImGui::Render): advances the
    // model to `time`, then sets the child's scroll from the model's offset.
    void draw(double time);

    double offset() const;        // the model's vertical offset, points
    double maxOffset() const;     // the end of the scroll range, points
    unsigned int state() const;   // CUBESCROLL_STATE_* bits
    int landings() const { return landings_; }

private:
    static void snapToRow(void *user, int cause, double vx, double vy, double *tx, double *ty);
    static void didRest(void *user, double x, double y);
    void resize(double width, double height);

    cubescroll_scroller *scroller_;
    ImVec2 listOrigin_ {0, 0}, listSize_ {0, 0};   // the child window's rectangle, window points
    bool pressed_ = false;
    int landings_ = 0;
};
