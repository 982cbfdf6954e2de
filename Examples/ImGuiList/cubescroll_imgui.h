// SPDX-License-Identifier: MIT
// cubescroll_imgui.h — iOS-feel scrolling for any Dear ImGui child window, on cubescroll's C API
// (include/cubescroll.h). Header-only, public ImGui API only (1.86 and later); copy it into your app.
//
//     static cubescroll_imgui::ScrollArea area;                  // one per scrolling child window
//     // between ImGui::NewFrame() and ImGui::Render(), with the frame's time (seconds, one clock):
//     ImVec2 origin = area.begin("rows", size, ImVec2(size.x, rows * row_height), now);
//     //   draw the content with its top-left at `origin` (screen points; it moves with the scroll),
//     //   through ImGui::GetWindowDrawList() or widgets (the cursor starts at `origin`)
//     area.end();                                                  // draws the scroll indicators
//     // sleep only while !area.needs_frames()
//
// What it does each frame: opens a child window (no ImGui scrollbar, no ImGui wheel scrolling), feeds
// the scroller the frame's ImGui input — a press inside the child is a finger until it is released
// (even outside), the wheel while the pointer is over the child, arrows / Page Up / Page Down / Home /
// End while it is hovered or focused — all stamped with `time`, advances the scroller to `time`, and
// returns where the content's top-left is drawn. end() draws UIKit's indicators (3 pt bars that fade
// 1.2 s after the content stops) in ImGui's scrollbar-grab colour, and closes the child.
//
// ImGui reports input once a frame, without the time each event happened, so inputs are stamped with
// the frame's time: call begin() with the same clock every frame (glfwGetTime() at the frame's start).
// At a low frame rate a flick is measured from fewer samples; an app that wants each event's own time
// feeds the scroller itself from its platform callbacks (include/cubescroll.h) and uses begin() with
// feed_input = false.
//
// Everything else — snapping (the landing callback), item steps, paging, always-bounce — is set on
// scroller() with the C API. The scroller's visible size follows the child's size; set the content
// size through begin()'s `content_size` every frame.
#pragma once

#include <cubescroll.h>
#include <imgui.h>

#include <algorithm>

namespace cubescroll_imgui {

class ScrollArea {
public:
    ScrollArea() : scroller_(cubescroll_scroller_create(1, 1)) {}
    ~ScrollArea() { cubescroll_scroller_destroy(scroller_); }
    ScrollArea(const ScrollArea &) = delete;
    ScrollArea &operator=(const ScrollArea &) = delete;

    // The scroller, for the C API's settings and callbacks (cubescroll_scroller_set_callbacks, ...).
    cubescroll_scroller *scroller() const { return scroller_; }

    // Begins the child window `id` of `size` (ImGui::BeginChild's size rules; with a border) over
    // content `content_size` points, at `time` (seconds, the frame's time). Returns the screen position
    // of the content's top-left: the child's top-left minus the offset, so past the ends (rubber band)
    // the content moves with it. Call end() after, whatever happens.
    ImVec2 begin(const char *id, ImVec2 size, ImVec2 content_size, double time, bool feed_input = true) {
        ImGui::BeginChild(id, size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
        ImVec2 pos = ImGui::GetWindowPos(), area = ImGui::GetWindowSize();
        if (area.x != size_.x || area.y != size_.y) {
            cubescroll_scroller_set_size(scroller_, area.x, area.y);
            size_ = area;
        }
        cubescroll_scroller_set_content_size(scroller_, content_size.x, content_size.y);
        if (feed_input) feed(pos, time);
        cubescroll_advance(scroller_, time);
        double x = 0, y = 0;
        cubescroll_get_offset(scroller_, &x, &y);
        origin_ = ImVec2(pos.x - float(x), pos.y - float(y));
        ImGui::SetCursorScreenPos(origin_);
        return origin_;
    }

    // Draws the indicators over the content and ends the child window.
    void end() {
        cubescroll_indicator bars[2];
        cubescroll_get_indicators(scroller_, &bars[0], &bars[1]);
        ImVec2 pos = ImGui::GetWindowPos();
        ImVec4 colour = ImGui::GetStyleColorVec4(ImGuiCol_ScrollbarGrab);
        alpha_ = 0;
        for (const cubescroll_indicator &bar : bars) {
            alpha_ = std::max(alpha_, bar.alpha);
            if (bar.alpha <= 0) continue;
            ImVec2 a(pos.x + float(bar.x), pos.y + float(bar.y));
            ImVec2 b(a.x + float(bar.width), a.y + float(bar.height));
            ImVec4 c(colour.x, colour.y, colour.z, colour.w * float(bar.alpha));
            ImGui::GetWindowDrawList()->AddRectFilled(a, b, ImGui::GetColorU32(c),
                                                      float(std::min(bar.width, bar.height)) / 2);
        }
        ImGui::EndChild();
    }

    // True while the next frame would look different without new input: the content moves, or an
    // indicator is still fading. When false, the app may sleep until the next event.
    bool needs_frames() const { return cubescroll_get_state(scroller_) != 0 || alpha_ > 0; }

    // The content's top-left on screen, as begin() returned it.
    ImVec2 origin() const { return origin_; }

    // The scroller's content offset and the end of its range (points, full precision).
    struct Offset { double x, y; };
    Offset offset() const { Offset o {0, 0}; cubescroll_get_offset(scroller_, &o.x, &o.y); return o; }
    Offset max_offset() const {
        Offset lo {0, 0}, hi {0, 0};
        cubescroll_get_range(scroller_, &lo.x, &lo.y, &hi.x, &hi.y);
        return hi;
    }

private:
    // This frame's ImGui input, stamped `time`, in points from the child's top-left `pos`.
    void feed(ImVec2 pos, double time) {
        const ImGuiIO &io = ImGui::GetIO();
        double x = io.MousePos.x - pos.x, y = io.MousePos.y - pos.y;
        bool hovered = ImGui::IsWindowHovered();
        if (!pressed_ && hovered && ImGui::IsMouseClicked(0)) {
            pressed_ = true;
            cubescroll_pointer_down(scroller_, x, y, time);
        } else if (pressed_ && (io.MouseDelta.x != 0 || io.MouseDelta.y != 0)) {
            cubescroll_pointer_move(scroller_, x, y, time);
        }
        if (pressed_ && !io.MouseDown[0]) {
            pressed_ = false;
            cubescroll_pointer_up(scroller_, x, y, time);
        }
        if (hovered && (io.MouseWheel != 0 || io.MouseWheelH != 0))
            cubescroll_wheel(scroller_, io.MouseWheelH, io.MouseWheel, CUBESCROLL_WHEEL_AUTOMATIC, time);
        if (!hovered && !ImGui::IsWindowFocused()) return;
        static const struct { ImGuiKey imgui; cubescroll_key_code key; } keys[] = {
            {ImGuiKey_LeftArrow, CUBESCROLL_KEY_LEFT}, {ImGuiKey_RightArrow, CUBESCROLL_KEY_RIGHT},
            {ImGuiKey_UpArrow, CUBESCROLL_KEY_UP}, {ImGuiKey_DownArrow, CUBESCROLL_KEY_DOWN},
            {ImGuiKey_PageUp, CUBESCROLL_KEY_PAGE_UP}, {ImGuiKey_PageDown, CUBESCROLL_KEY_PAGE_DOWN},
            {ImGuiKey_Home, CUBESCROLL_KEY_HOME}, {ImGuiKey_End, CUBESCROLL_KEY_END},
        };
        for (const auto &k : keys) {
#if IMGUI_VERSION_NUM >= 18700
            bool pressed = ImGui::IsKeyPressed(k.imgui);
#else
            bool pressed = ImGui::IsKeyPressed(ImGui::GetKeyIndex(k.imgui));
#endif
            if (pressed) cubescroll_key(scroller_, k.key, time);
        }
    }

    cubescroll_scroller *scroller_;
    ImVec2 size_ {0, 0}, origin_ {0, 0};
    bool pressed_ = false;
    double alpha_ = 0;
};

}  // namespace cubescroll_imgui
