#include "list.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

// Every landing — a flick, a release at rest, a wheel gesture, a key — ends on a whole row.
static void snapToRow(void *, cubescroll_landing_cause, double, double, double *tx, double *ty) {
    *tx = 0;
    *ty = std::round(*ty / ScrollingList::rowHeight) * ScrollingList::rowHeight;
}

void ScrollingList::didRest(void *user, double, double y) {
    auto *list = static_cast<ScrollingList *>(user);
    if (list->state() & CUBESCROLL_STATE_TRACKING) return;   // caught by a press: not at rest (cubescroll.h)
    list->landings_++;
    std::printf("came to rest at y = %.1f (row %d)\n", y + 0.0, int(std::lround(y / ScrollingList::rowHeight)));
    std::fflush(stdout);
}

ScrollingList::ScrollingList() {
    cubescroll_callbacks callbacks = {};
    callbacks.user = this;
    callbacks.landing = snapToRow;                       // every landing: one place
    callbacks.did_end_decelerating = didRest;
    callbacks.did_end_scrolling_animation = didRest;
    cubescroll_scroller_set_callbacks(area_.scroller(), &callbacks);
    cubescroll_set_item_step(area_.scroller(), 0, rowHeight);  // a wheel notch or an arrow: one row
}

void ScrollingList::draw(double time) {
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

    ImVec2 size = ImGui::GetContentRegionAvail();
    ImVec2 origin = area_.begin("rows", size, ImVec2(size.x, float(rowCount * rowHeight)), time);
    // Only the rows in view (the area clips the rest): from the area's top edge to its bottom.
    double top = ImGui::GetWindowPos().y - origin.y;
    int first = std::max(0, int(std::floor(top / rowHeight)));
    int last = std::min(rowCount - 1, int(std::floor((top + size.y) / rowHeight)));
    ImDrawList *draw = ImGui::GetWindowDrawList();
    for (int i = first; i <= last; i++) {
        float y = origin.y + float(i * rowHeight);
        ImU32 fill = i % 2 ? IM_COL32(44, 52, 70, 255) : IM_COL32(36, 42, 58, 255);
        draw->AddRectFilled(ImVec2(origin.x, y), ImVec2(origin.x + size.x, y + float(rowHeight) - 1), fill);
        char label[32];
        std::snprintf(label, sizeof label, "Row %d", i + 1);
        draw->AddText(ImVec2(origin.x + 12, y + 7), IM_COL32(230, 234, 240, 255), label);
    }
    area_.end();
    ImGui::End();
}
