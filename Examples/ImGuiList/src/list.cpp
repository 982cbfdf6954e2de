#include "list.h"

#include <imgui_internal.h>   // ImGui::SetNextWindowScroll: the scroll applies this frame, not the next

#include <algorithm>
#include <cmath>
#include <cstdio>

ScrollingList::ScrollingList() : scroller_(cubescroll_scroller_create(1, 1)) {
    cubescroll_set_landing(scroller_, snapToRow, this);                // every landing: one place
    cubescroll_set_did_end_decelerating(scroller_, didRest, this);
    cubescroll_set_did_end_scrolling_animation(scroller_, didRest, this);
    cubescroll_set_item_step(scroller_, 0, rowHeight);           // a wheel notch or an arrow: one row
    cubescroll_set_always_bounce(scroller_, 0, 1);
}

ScrollingList::~ScrollingList() { cubescroll_scroller_destroy(scroller_); }

// Every landing — a flick, a release at rest, a wheel gesture, a key — ends on a whole row.
void ScrollingList::snapToRow(void *, int, double, double, double *tx, double *ty) {
    *tx = 0;
    *ty = std::round(*ty / rowHeight) * rowHeight;
}

void ScrollingList::didRest(void *user, double, double y) {
    auto *list = static_cast<ScrollingList *>(user);
    list->landings_++;
    std::printf("came to rest at y = %.1f (row %d)\n", y + 0.0, int(std::lround(y / rowHeight)));
    std::fflush(stdout);
}

void ScrollingList::pointerDown(double x, double y, double time) {
    bool inside = x >= listOrigin_.x && y >= listOrigin_.y &&
                  x < listOrigin_.x + listSize_.x && y < listOrigin_.y + listSize_.y;
    if (!inside) return;
    pressed_ = true;
    cubescroll_pointer_down(scroller_, x - listOrigin_.x, y - listOrigin_.y, time);
}

void ScrollingList::pointerMove(double x, double y, double time) {
    if (pressed_) cubescroll_pointer_move(scroller_, x - listOrigin_.x, y - listOrigin_.y, time);
}

void ScrollingList::pointerUp(double x, double y, double time) {
    if (!pressed_) return;
    pressed_ = false;
    cubescroll_pointer_up(scroller_, x - listOrigin_.x, y - listOrigin_.y, time);
}

void ScrollingList::wheel(double dx, double dy, double time) {
    cubescroll_wheel(scroller_, dx, dy, CUBESCROLL_WHEEL_AUTOMATIC, time);
}

void ScrollingList::key(int cubescrollKey, double time) { cubescroll_key(scroller_, cubescrollKey, time); }

double ScrollingList::offset() const {
    double x = 0, y = 0;
    cubescroll_get_offset(scroller_, &x, &y);
    return y;
}

double ScrollingList::maxOffset() const {
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
    cubescroll_get_range(scroller_, &minX, &minY, &maxX, &maxY);
    return maxY;
}

unsigned int ScrollingList::state() const { return cubescroll_get_state(scroller_); }

void ScrollingList::resize(double width, double height) {
    if (width == listSize_.x && height == listSize_.y) return;
    cubescroll_scroller_set_size(scroller_, width, height);
    cubescroll_scroller_set_content_size(scroller_, width, rowCount * rowHeight);
}

void ScrollingList::draw(double time) {
    cubescroll_advance(scroller_, time);
    const ImGuiViewport *viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    ImGui::Begin("1,000 rows", nullptr, ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
    ImGui::Text("offset %.1f pt   %s", offset() + 0.0,
                state() & CUBESCROLL_STATE_DRAGGING ? "dragging" :
                state() & CUBESCROLL_STATE_DECELERATING ? "decelerating" :
                state() & CUBESCROLL_STATE_ANIMATING ? "animating" : "at rest");
    ImGui::TextDisabled("drag, flick, pull past the ends, wheel, keys");

    // The list: ImGui's scroll is the model's offset within the range; past the ends the rows are
    // shifted by the overscroll, so the rubber band shows.
    ImVec2 size = ImGui::GetContentRegionAvail();
    resize(size.x, size.y);
    double y = offset();
    double maxY = std::max(0.0, rowCount * rowHeight - size.y);
    double scroll = std::clamp(y, 0.0, maxY), over = y - scroll;
    ImGui::SetNextWindowScroll(ImVec2(-1.0f, float(scroll)));
    ImGui::BeginChild("rows", size, true, ImGuiWindowFlags_NoScrollWithMouse | ImGuiWindowFlags_NoScrollbar);
    listOrigin_ = ImVec2(ImGui::GetWindowPos().x - viewport->Pos.x, ImGui::GetWindowPos().y - viewport->Pos.y);
    listSize_ = size;
    int first = std::max(0, int(std::floor((scroll + std::min(0.0, over)) / rowHeight)));
    int last = std::min(rowCount - 1, int(std::floor((scroll + std::max(0.0, over) + size.y) / rowHeight)));
    ImDrawList *draw = ImGui::GetWindowDrawList();
    ImVec2 origin = ImGui::GetWindowPos();
    for (int i = first; i <= last; i++) {
        float top = float(origin.y + i * rowHeight - y);
        ImU32 fill = i % 2 ? IM_COL32(44, 52, 70, 255) : IM_COL32(36, 42, 58, 255);
        draw->AddRectFilled(ImVec2(origin.x, top), ImVec2(origin.x + size.x, top + float(rowHeight) - 1), fill);
        char label[32];
        std::snprintf(label, sizeof label, "Row %d", i + 1);
        draw->AddText(ImVec2(origin.x + 12, top + 7), IM_COL32(230, 234, 240, 255), label);
    }
    ImGui::Dummy(ImVec2(size.x, float(rowCount * rowHeight)));   // the content's extent for ImGui's scroll
    ImGui::EndChild();
    ImGui::End();
}
