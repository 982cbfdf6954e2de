// reference-pipeline.c — a minimal C capture pipeline to measure `cubescroll capture --every 1`
// against: the same GPU and encoding work with no scroll model, no script and no trace.
//
// Each of FRAMES frames (default 301, as flings-1280x720.json): draw a scene laid out like the cubes
// scene (a big spinning cube above a lighter strip where a dozen small cubes slide sideways), lit
// instanced cubes (half-Lambert + bevel + sheen, as shaders/cube.frag), into a 1280×720 4× MSAA framebuffer (EGL surfaceless Mesa, OpenGL 3.3 core), resolve it
// with glBlitFramebuffer into a single-sampled FBO, glReadPixels RGBA8, flip the rows top-first, and
// hand the frame to worker threads (cores − 1, at least 1) through a bounded queue (capacity
// max(4, workers + 1), as ImageSink) that encode it with libpng exactly as Sources/CPNG/shim.h does
// (8-bit RGBA, sRGB chunk, zlib level 3, PNG_FILTER_SUB) into memory and write it to a temporary name
// then rename it to DIR/frame-NNNNN.png. Prints the frame count, seconds and frames per second.
//
// Build and run (Debian: libegl-dev libgl-dev libpng-dev):
//   cc -O2 -o /tmp/reference-pipeline Tests/Benchmarks/Capture/reference-pipeline.c -lEGL -lGL -lpng -lpthread -lm
//   EGL_PLATFORM=surfaceless /tmp/reference-pipeline OUTDIR [FRAMES]
#define _GNU_SOURCE
#define GL_GLEXT_PROTOTYPES 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/gl.h>
#include <GL/glext.h>
#include <math.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { W = 1280, H = 720, CUBES = 13 };  // one big cube over a strip of twelve small ones

static void die(const char *what) {
    fprintf(stderr, "reference-pipeline: %s\n", what);
    exit(1);
}

// ---- Bounded FIFO of frame buffers between the render thread and the encoders.
typedef struct { unsigned char *pixels; int index; } job;
static job *queue;
static int queue_cap, queue_head, queue_count, done;
static unsigned char **free_buffers;
static int free_count;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static const char *out_dir;

static void write_png(const unsigned char *pixels, int index) {
    char *encoded = NULL;
    size_t size = 0;
    FILE *memory = open_memstream(&encoded, &size);
    if (!memory) die("open_memstream failed");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) die("libpng failed");
    png_init_io(png, memory);
    png_set_IHDR(png, info, W, H, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, 3);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_write_info(png, info);
    for (int y = 0; y < H; y++) png_write_row(png, pixels + (size_t)y * W * 4);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    if (fclose(memory) != 0) die("out of memory");
    char path[4096], temporary[4200];
    snprintf(path, sizeof path, "%s/frame-%05d.png", out_dir, index);
    snprintf(temporary, sizeof temporary, "%s.tmp", path);
    FILE *file = fopen(temporary, "wb");
    if (!file || fwrite(encoded, 1, size, file) != size || fclose(file) != 0) die("cannot write PNG");
    if (rename(temporary, path) != 0) die("cannot rename PNG");
    free(encoded);
}

static void *worker(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&lock);
        while (queue_count == 0 && !done) pthread_cond_wait(&changed, &lock);
        if (queue_count == 0 && done) { pthread_mutex_unlock(&lock); return NULL; }
        job j = queue[queue_head];
        queue_head = (queue_head + 1) % queue_cap;
        queue_count--;
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
        write_png(j.pixels, j.index);
        pthread_mutex_lock(&lock);
        free_buffers[free_count++] = j.pixels;
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
    }
}

// ---- Scene: instanced unit cubes, 4 vertices per face.
static const char *vertex_source =
    "#version 330 core\n"
    "layout(location=0) in vec3 aPosition; layout(location=1) in vec3 aNormal;\n"
    "layout(location=2) in vec2 aFace; layout(location=3) in vec4 iPlacement; layout(location=4) in vec4 iColor;\n"
    "uniform mat4 uProjection; uniform mat3 uTilt;\n"
    "out vec3 vNormal; out vec3 vColor; out vec2 vFace;\n"
    "void main() {\n"
    "  float c = cos(iPlacement.w), s = sin(iPlacement.w);\n"
    "  mat3 o = uTilt * mat3(c, 0.0, -s, 0.0, 1.0, 0.0, s, 0.0, c);\n"
    "  vec3 p = o * (aPosition * iPlacement.z);\n"
    "  gl_Position = uProjection * vec4(iPlacement.x + p.x, iPlacement.y - p.y, p.z, 1.0);\n"
    "  vNormal = o * aNormal; vColor = iColor.rgb; vFace = aFace;\n"
    "}\n";
static const char *fragment_source =
    "#version 330 core\n"
    "in vec3 vNormal; in vec3 vColor; in vec2 vFace; uniform vec3 uLight; out vec4 fragColor;\n"
    "void main() {\n"
    "  vec3 n = normalize(vNormal); float h = 0.5 * dot(n, uLight) + 0.5;\n"
    "  vec3 lit = vColor * (0.35 + 0.65 * h * h);\n"
    "  lit *= 1.0 - 0.35 * smoothstep(0.94, 1.0, max(abs(vFace.x), abs(vFace.y)));\n"
    "  float sheen = 0.12 * pow(max(dot(n, normalize(uLight + vec3(0, 0, 1))), 0.0), 24.0);\n"
    "  fragColor = vec4(min(lit + sheen, vec3(1.0)), 1.0);\n"
    "}\n";

static GLuint compile(GLenum type, const char *source) {
    GLuint shader = glCreateShader(type);
    glShaderSource(shader, 1, &source, NULL);
    glCompileShader(shader);
    GLint ok;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[2048];
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        fprintf(stderr, "%s\n", log);
        die("shader compile failed");
    }
    return shader;
}

static void build_cube(float *vertices, unsigned short *indices) {
    // faces: +x −x +y −y +z −z; each corner: position(3) normal(3) face coord(2)
    int v = 0, i = 0;
    for (int axis = 0; axis < 3; axis++) {
        for (int sign = 1; sign >= -1; sign -= 2) {
            int u = (axis + 1) % 3, w = (axis + 2) % 3;
            int base = v;
            static const float corners[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
            for (int k = 0; k < 4; k++) {
                float *p = vertices + v * 8;
                float a = corners[k][0], b = sign > 0 ? corners[k][1] : -corners[k][1];
                p[axis] = 0.5f * sign; p[u] = 0.5f * a; p[w] = 0.5f * b;
                p[3] = p[4] = p[5] = 0; p[3 + axis] = (float)sign;
                p[6] = a; p[7] = b;
                v++;
            }
            unsigned short quad[6] = {0, 1, 2, 0, 2, 3};
            for (int k = 0; k < 6; k++) indices[i++] = (unsigned short)(base + quad[k]);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: reference-pipeline OUTDIR [FRAMES]\n"); return 2; }
    out_dir = argv[1];
    int frames = argc > 2 ? atoi(argv[2]) : 301;
    mkdir(out_dir, 0755);

    // ---- EGL surfaceless + GL 3.3 core.
    PFNEGLGETPLATFORMDISPLAYEXTPROC get_display =
        (PFNEGLGETPLATFORMDISPLAYEXTPROC)eglGetProcAddress("eglGetPlatformDisplayEXT");
    if (!get_display) die("eglGetPlatformDisplayEXT missing");
    EGLDisplay display = get_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, NULL);
    if (display == EGL_NO_DISPLAY || !eglInitialize(display, NULL, NULL)) die("no surfaceless EGL display");
    eglBindAPI(EGL_OPENGL_API);
    EGLint config_attributes[] = {EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
    EGLConfig config;
    EGLint count = 0;
    if (!eglChooseConfig(display, config_attributes, &config, 1, &count) || count < 1) die("no EGL config");
    EGLint context_attributes[] = {EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
                                   EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, context_attributes);
    if (context == EGL_NO_CONTEXT || !eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, context))
        die("cannot create a GL 3.3 core context");

    // ---- 4× MSAA draw framebuffer and a single-sampled resolve framebuffer.
    GLuint fbo[2], rb[3];
    glGenFramebuffers(2, fbo);
    glGenRenderbuffers(3, rb);
    glBindRenderbuffer(GL_RENDERBUFFER, rb[0]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, 4, GL_RGBA8, W, H);
    glBindRenderbuffer(GL_RENDERBUFFER, rb[1]);
    glRenderbufferStorageMultisample(GL_RENDERBUFFER, 4, GL_DEPTH_COMPONENT24, W, H);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, rb[0]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, rb[1]);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) die("MSAA framebuffer incomplete");
    glBindRenderbuffer(GL_RENDERBUFFER, rb[2]);
    glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, W, H);
    glBindFramebuffer(GL_FRAMEBUFFER, fbo[1]);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, rb[2]);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) die("resolve framebuffer incomplete");

    // ---- Program, mesh and instance buffer.
    GLuint program = glCreateProgram();
    glAttachShader(program, compile(GL_VERTEX_SHADER, vertex_source));
    glAttachShader(program, compile(GL_FRAGMENT_SHADER, fragment_source));
    glLinkProgram(program);
    glUseProgram(program);
    float projection[16] = {2.0f / W, 0, 0, 0, 0, -2.0f / H, 0, 0, 0, 0, -1.0f / 1000, 0, -1, 1, 0, 1};
    float tilt_angle = 0.35f, tc = cosf(tilt_angle), ts = sinf(tilt_angle);
    float tilt[9] = {1, 0, 0, 0, tc, ts, 0, -ts, tc};
    glUniformMatrix4fv(glGetUniformLocation(program, "uProjection"), 1, GL_FALSE, projection);
    glUniformMatrix3fv(glGetUniformLocation(program, "uTilt"), 1, GL_FALSE, tilt);
    glUniform3f(glGetUniformLocation(program, "uLight"), 0.37f, 0.56f, 0.74f);
    float vertices[24 * 8];
    unsigned short indices[36];
    build_cube(vertices, indices);
    GLuint vao, buffers[3];
    glGenVertexArrays(1, &vao);
    glBindVertexArray(vao);
    glGenBuffers(3, buffers);
    glBindBuffer(GL_ARRAY_BUFFER, buffers[0]);
    glBufferData(GL_ARRAY_BUFFER, sizeof vertices, vertices, GL_STATIC_DRAW);
    for (int a = 0; a < 3; a++) {
        glEnableVertexAttribArray(a);
        glVertexAttribPointer(a, a == 2 ? 2 : 3, GL_FLOAT, GL_FALSE, 32, (void *)(size_t)(a * 12));
    }
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, buffers[1]);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, sizeof indices, indices, GL_STATIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, buffers[2]);
    glBufferData(GL_ARRAY_BUFFER, CUBES * 8 * sizeof(float), NULL, GL_STREAM_DRAW);
    for (int a = 3; a < 5; a++) {
        glEnableVertexAttribArray(a);
        glVertexAttribPointer(a, 4, GL_FLOAT, GL_FALSE, 32, (void *)(size_t)((a - 3) * 16));
        glVertexAttribDivisor(a, 1);
    }
    glEnable(GL_DEPTH_TEST);
    glEnable(GL_CULL_FACE);

    // ---- Workers and buffers: capacity waiting + one per worker + one being drawn.
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int workers = cores > 1 ? (int)cores - 1 : 1;
    queue_cap = workers + 1 > 4 ? workers + 1 : 4;
    queue = calloc(queue_cap, sizeof *queue);
    int buffer_total = queue_cap + workers + 1;
    free_buffers = calloc(buffer_total, sizeof *free_buffers);
    for (int b = 0; b < buffer_total; b++) free_buffers[free_count++] = malloc((size_t)W * H * 4);
    pthread_t *threads = calloc(workers, sizeof *threads);
    for (int t = 0; t < workers; t++) pthread_create(&threads[t], NULL, worker, NULL);

    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    unsigned char *row = malloc(W * 4);
    for (int f = 0; f < frames; f++) {
        float instances[CUBES * 8];
        float scroll = 400.0f * sinf(f * 0.02f);  // points, slides the strip back and forth
        for (int c = 0; c < CUBES; c++) {
            float *p = instances + c * 8;
            if (c == 0) {  // the big cube
                p[0] = 640; p[1] = 260; p[2] = 240;
            } else {
                p[0] = 100.0f + (c - 1) * 155.0f - scroll; p[1] = 597; p[2] = 100;
            }
            p[3] = fmodf(c * 0.5f + f * 0.03f, 6.2831853f);
            p[4] = 0.3f + 0.6f * (c % 3) / 2.0f; p[5] = 0.4f + 0.5f * (c % 4) / 3.0f; p[6] = 0.9f - 0.06f * c;
            p[7] = 1;
        }
        glBindFramebuffer(GL_FRAMEBUFFER, fbo[0]);
        glViewport(0, 0, W, H);
        glClearColor(0.08f, 0.09f, 0.11f, 1);
        glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
        glEnable(GL_SCISSOR_TEST);  // the strip, y 518…677 from the top
        glScissor(0, H - 677, W, 159);
        glClearColor(0.13f, 0.14f, 0.17f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        glDisable(GL_SCISSOR_TEST);
        glBufferSubData(GL_ARRAY_BUFFER, 0, sizeof instances, instances);
        glDrawElementsInstanced(GL_TRIANGLES, 36, GL_UNSIGNED_SHORT, NULL, CUBES);

        glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo[0]);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, fbo[1]);
        glBlitFramebuffer(0, 0, W, H, 0, 0, W, H, GL_COLOR_BUFFER_BIT, GL_NEAREST);
        glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo[1]);

        pthread_mutex_lock(&lock);  // a free buffer, waiting while all are queued or being encoded
        while (free_count == 0 || queue_count == queue_cap) pthread_cond_wait(&changed, &lock);
        unsigned char *pixels = free_buffers[--free_count];
        pthread_mutex_unlock(&lock);

        glPixelStorei(GL_PACK_ALIGNMENT, 1);
        glReadPixels(0, 0, W, H, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
        for (int top = 0, bottom = H - 1; top < bottom; top++, bottom--) {
            memcpy(row, pixels + (size_t)top * W * 4, W * 4);
            memcpy(pixels + (size_t)top * W * 4, pixels + (size_t)bottom * W * 4, W * 4);
            memcpy(pixels + (size_t)bottom * W * 4, row, W * 4);
        }

        pthread_mutex_lock(&lock);
        while (queue_count == queue_cap) pthread_cond_wait(&changed, &lock);
        queue[(queue_head + queue_count) % queue_cap] = (job){pixels, f};
        queue_count++;
        pthread_cond_broadcast(&changed);
        pthread_mutex_unlock(&lock);
    }
    pthread_mutex_lock(&lock);
    done = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    for (int t = 0; t < workers; t++) pthread_join(threads[t], NULL);
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("reference: %d frames in %.2f s (%.2f fps), %d worker(s)\n", frames, seconds, frames / seconds, workers);
    eglMakeCurrent(display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    eglDestroyContext(display, context);
    eglTerminate(display);
    return 0;
}
