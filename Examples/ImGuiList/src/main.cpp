// The window app: GLFW + OpenGL 3 + Dear ImGui, with the list scrolled by cubescroll_imgui.h. ImGui's
// GLFW backend collects the input; the list reads it from ImGui each frame, stamped with the frame's
// time. While nothing moves (and no indicator fades) the loop sleeps until an event arrives.
#include "list.h"

#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>

#include <cstdio>

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

    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");

    ScrollingList list;
    while (!glfwWindowShouldClose(window)) {
        // Moving: draw every frame. At rest: sleep until input arrives.
        if (list.needsFrames()) glfwPollEvents();
        else glfwWaitEvents();
        if (glfwGetKey(window, GLFW_KEY_ESCAPE) == GLFW_PRESS) break;
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
