// The window app: GLFW + OpenGL 3 + Dear ImGui, with the list scrolled by cubescroll's C API.
// Each input reaches the scroller with the time GLFW delivered it (glfwGetTime() in the callback);
// the frame advances the model to the frame's time and draws. At rest the loop waits for events.
#include "list.h"

#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>

#include <cstdio>

static ScrollingList *gList;

static void onCursor(GLFWwindow *, double x, double y) { gList->pointerMove(x, y, glfwGetTime()); }

static void onButton(GLFWwindow *window, int button, int action, int) {
    if (button != GLFW_MOUSE_BUTTON_LEFT) return;
    double x, y, t = glfwGetTime();
    glfwGetCursorPos(window, &x, &y);
    if (action == GLFW_PRESS) gList->pointerDown(x, y, t);
    else gList->pointerUp(x, y, t);
}

static void onScroll(GLFWwindow *, double dx, double dy) { gList->wheel(dx, dy, glfwGetTime()); }

static void onKey(GLFWwindow *window, int key, int, int action, int) {
    if (action == GLFW_RELEASE) return;
    int k = -1;
    switch (key) {
    case GLFW_KEY_UP: k = CUBESCROLL_KEY_UP; break;
    case GLFW_KEY_DOWN: k = CUBESCROLL_KEY_DOWN; break;
    case GLFW_KEY_PAGE_UP: k = CUBESCROLL_KEY_PAGE_UP; break;
    case GLFW_KEY_PAGE_DOWN: k = CUBESCROLL_KEY_PAGE_DOWN; break;
    case GLFW_KEY_HOME: k = CUBESCROLL_KEY_HOME; break;
    case GLFW_KEY_END: k = CUBESCROLL_KEY_END; break;
    case GLFW_KEY_ESCAPE: glfwSetWindowShouldClose(window, GLFW_TRUE); return;
    default: return;
    }
    gList->key(k, glfwGetTime());
}

int main() {
    if (!glfwInit()) {
        std::fprintf(stderr, "imgui-list: cannot open a window (no display? run it under X, or xvfb-run)\n");
        return 1;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    GLFWwindow *window = glfwCreateWindow(480, 640, "cubescroll + Dear ImGui", nullptr, nullptr);
    if (!window) {
        std::fprintf(stderr, "imgui-list: no OpenGL 3.3 core context\n");
        return 1;
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(1);

    ScrollingList list;
    gList = &list;
    // Ours first: ImGui's GLFW backend chains to callbacks installed before it.
    glfwSetCursorPosCallback(window, onCursor);
    glfwSetMouseButtonCallback(window, onButton);
    glfwSetScrollCallback(window, onScroll);
    glfwSetKeyCallback(window, onKey);

    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");

    while (!glfwWindowShouldClose(window)) {
        // Moving: draw every frame. At rest: sleep until input arrives.
        if (list.state() == 0) glfwWaitEventsTimeout(0.5);
        else glfwPollEvents();
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        ImGui::NewFrame();
        list.draw(glfwGetTime());
        ImGui::Render();
        int w, h;
        glfwGetFramebufferSize(window, &w, &h);
        glViewport(0, 0, w, h);
        glClearColor(0.1f, 0.1f, 0.12f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
        glfwSwapBuffers(window);
    }
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(window);
    glfwTerminate();
    return 0;
}
