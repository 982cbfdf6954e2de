// Headless rendering for the test: an OpenGL 3.3 core context on EGL's surfaceless Mesa platform (no
// X server; llvmpipe without a GPU), an offscreen framebuffer, readback, and PNG files (libpng).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

class Offscreen {
public:
    // Makes the context current and binds a width × height RGBA framebuffer. Throws std::runtime_error
    // with the reason (and the package to install) when EGL or the context is missing.
    Offscreen(int width, int height);
    ~Offscreen();
    Offscreen(const Offscreen &) = delete;
    Offscreen &operator=(const Offscreen &) = delete;

    // The framebuffer's pixels, RGBA, top row first.
    std::vector<std::uint8_t> read() const;
    int width() const { return width_; }
    int height() const { return height_; }

private:
    int width_, height_;
    void *display_ = nullptr, *context_ = nullptr;
    unsigned framebuffer_ = 0, colour_ = 0;
};

// Writes RGBA pixels (top row first) as a PNG; false with `error` set on failure.
bool writePNG(const std::string &path, int width, int height, const std::vector<std::uint8_t> &rgba,
              std::string &error);
// Reads a PNG as RGBA (top row first); false with `error` set if it is missing or unreadable.
bool readPNG(const std::string &path, int &width, int &height, std::vector<std::uint8_t> &rgba,
             std::string &error);
