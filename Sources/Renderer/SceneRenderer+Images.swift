import CGL
import SceneKit
import ScrollPhysics

/// A scene texture the renderer holds: its GL name, the version uploaded, the band of rows that
/// are fully opaque (drawn unblended) and the filters it is set to.
struct HeldTexture {
    var name: GLuint
    var version: Int
    /// The longest run of rows whose every pixel has alpha 255 (all rows: an opaque image).
    var opaqueRows: Range<Int>
    var minFilter: GLint
    var magFilter: GLint

    /// The longest run of fully opaque rows of `pixels` (RGBA, `width`×`height`).
    static func opaqueRows(_ pixels: [UInt8], width: Int, height: Int) -> Range<Int> {
        pixels.withUnsafeBufferPointer { p in
            var best = 0..<0, start = 0
            for y in 0...height {
                var opaque = y < height
                if opaque {
                    var i = y * width * 4 + 3
                    let end = (y + 1) * width * 4
                    while i < end { if p[i] != 255 { opaque = false; break }; i += 4 }
                }
                if !opaque {
                    if y - start > best.count { best = start..<y }
                    start = y + 1
                }
            }
            return best
        }
    }
}

/// Textured quads: scene images (RGBA textures cached by key and version) and glyphs.
extension SceneRenderer {
    /// Uploads the frame's textures that are new or have a new version, and releases those the
    /// frame no longer names (so only what the scene shows — e.g. the visible photo and its
    /// neighbours — holds GPU memory).
    func uploadTextures(_ list: DrawList) {
        for (key, held) in textures where list.textures[key] == nil {
            var name = held.name
            glDeleteTextures(1, &name)
            textures[key] = nil
        }
        for (key, source) in list.textures where textures[key]?.version != source.version {
            let pixels = source.pixels()
            guard pixels.count >= source.width * source.height * 4 else { continue }
            var name = textures[key]?.name ?? 0
            if name == 0 { glGenTextures(1, &name) }
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
            pixels.withUnsafeBytes {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(source.width), GLsizei(source.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
            }
            // Linear when magnified (a photo zoomed past its texture's resolution looks soft, as a
            // scaled layer does on iOS), mipmapped when shrunk (no shimmer; see drawImage for
            // which filter each draw uses).
            glGenerateMipmap(GLenum(GL_TEXTURE_2D))
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            textures[key] = HeldTexture(name: name, version: source.version,
                                        opaqueRows: HeldTexture.opaqueRows(pixels, width: source.width, height: source.height),
                                        minFilter: GL_LINEAR_MIPMAP_LINEAR, magFilter: GL_LINEAR)
            lastFrame.textureUploads += 1
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        lastFrame.texturesHeld = textures.count
    }

    /// Sets texture `key`'s minifying and magnifying filters (only those that change).
    private func setFilters(_ key: String, min: GLint, mag: GLint = GL_LINEAR) {
        guard let held = textures[key], held.minFilter != min || held.magFilter != mag else { return }
        glBindTexture(GLenum(GL_TEXTURE_2D), held.name)
        if held.minFilter != min { glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), min) }
        if held.magFilter != mag { glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), mag) }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        textures[key]?.minFilter = min
        textures[key]?.magFilter = mag
    }

    /// Whether `rect` (points) shows `source` (texels) at exactly one texel per framebuffer pixel
    /// with every texel's centre on a pixel's centre (within 1/1000 of a pixel). There bilinear
    /// filtering reads four texels and weighs all but one by 0, so nearest sampling gives the
    /// same pixels from one read (on llvmpipe, texel reads are most of an image's cost).
    static func isTexelExact(_ rect: Rect, source: Rect, pixelsPerPoint: Double) -> Bool {
        let tolerance = 1e-3
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < tolerance }
        return abs(rect.width * pixelsPerPoint - source.width) < tolerance
            && abs(rect.height * pixelsPerPoint - source.height) < tolerance
            && whole(rect.minX * pixelsPerPoint - source.minX) && whole(rect.minY * pixelsPerPoint - source.minY)
    }

    /// The part `source` (texture pixels) of `texture` over `rect` (window points), times `alpha`.
    /// At alpha 1 the texture's fully opaque band of rows is written unblended (same pixels, no
    /// read of the framebuffer; a building's walls under its transparent roof space, a photo).
    func drawImage(_ texture: TextureSource, in rect: Rect, source: Rect, alpha: Double, pixelsPerPoint: Double) {
        guard let held = textures[texture.key] else { return }
        let w = Double(texture.width), h = Double(texture.height)
        // Mipmaps only where the image is shrunk: at 1:1 or magnified, plain bilinear sampling
        // gives the same pixels for less work per pixel (llvmpipe computes no level of detail);
        // texel for pixel, nearest sampling gives them from a quarter of the reads.
        let shrunk = rect.width * pixelsPerPoint < source.width * 0.999 || rect.height * pixelsPerPoint < source.height * 0.999
        if Self.isTexelExact(rect, source: source, pixelsPerPoint: pixelsPerPoint) {
            setFilters(texture.key, min: GL_NEAREST, mag: GL_NEAREST)
            lastFrame.texelExactImages += 1
        } else {
            setFilters(texture.key, min: shrunk ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR)
        }
        let tint = RGBA(r: 1, g: 1, b: 1, a: alpha)
        // Rows of `source` split at the opaque band's edges, each part drawn over its share of `rect`.
        let band = (lo: Double(held.opaqueRows.lowerBound), hi: Double(held.opaqueRows.upperBound))
        let cuts = alpha >= 1 ? [source.minY, min(max(band.lo, source.minY), source.maxY),
                                 max(min(band.hi, source.maxY), source.minY), source.maxY] : [source.minY, source.maxY]
        for k in 0..<(cuts.count - 1) where cuts[k + 1] > cuts[k] {
            let y0 = rect.minY + (cuts[k] - source.minY) / source.height * rect.height
            let y1 = rect.minY + (cuts[k + 1] - source.minY) / source.height * rect.height
            quadVertices.removeAll(keepingCapacity: true)
            appendQuad(Rect(x: rect.minX, y: y0, width: rect.width, height: y1 - y0),
                       u0: source.minX / w, v0: cuts[k] / h, u1: source.maxX / w, v1: cuts[k + 1] / h)
            drawQuads(texture: held.name, mode: 0, tint: tint, blended: !(cuts.count == 4 && k == 1))
        }
    }

    /// The part `source` (texture pixels) of `texture` mapped onto `quad`, times `alpha`,
    /// perspective-correct, its edges anti-aliased by image.frag from each pixel's distance to
    /// them (`QuadEdges`), so a frame of such quads is drawn single-sampled. An opaque texture at
    /// alpha 1 is written unblended inside the half-pixel rim, and only the rim blended.
    func drawImage(_ texture: TextureSource, quad: ImageQuad, source: Rect, alpha: Double, pixelsPerPoint: Double) {
        guard let held = textures[texture.key] else { return }
        let w = Double(texture.width), h = Double(texture.height)
        guard let edges = QuadEdges(quad, texture: (source.minX / w, source.minY / h, source.maxX / w, source.maxY / h),
                                    pixelsPerPoint: pixelsPerPoint) else { return }
        // One mipmap level per pixel (bilinear within the nearest level) instead of blending two:
        // half the texel reads for receding cards, where the level changes too gradually to see.
        setFilters(texture.key, min: GL_LINEAR_MIPMAP_NEAREST)
        let tint = RGBA(r: 1, g: 1, b: 1, a: alpha)
        let opaque = held.opaqueRows.count == texture.height && alpha >= 1
        if opaque {
            quadVertices = edges.inner
            if !quadVertices.isEmpty { drawQuads(texture: held.name, mode: 0, tint: tint, blended: false) }
            quadVertices = edges.rim
        } else {
            quadVertices = edges.inner + edges.rim
        }
        drawQuads(texture: held.name, mode: 0, tint: tint)
    }

    func appendQuad(_ r: Rect, u0: Double, v0: Double, u1: Double, v1: Double) {
        let x0 = Float(r.minX), y0 = Float(r.minY), x1 = Float(r.maxX), y1 = Float(r.maxY)
        let a = Float(u0), b = Float(v0), c = Float(u1), d = Float(v1)
        let far = QuadEdges.far
        for (x, y, u, v) in [(x0, y0, a, b), (x1, y0, c, b), (x0, y1, a, d), (x1, y0, c, b), (x1, y1, c, d), (x0, y1, a, d)] {
            quadVertices += [x, y, 1, u, v, far, far, far, far]
        }
    }

    /// Draws `quadVertices` (triangles of `QuadEdges.floatsPerVertex` floats a vertex: x, y, w,
    /// u, v and four edge distances) with `texture`, blended (or
    /// written as is, the framebuffer's alpha untouched, for an opaque texture).
    func drawQuads(texture: GLuint, mode: Int32, tint: RGBA, blended: Bool = true) {
        if blended {
            enableOverBlending()
        } else {
            glDisable(GLenum(GL_BLEND))
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
        }
        defer { if !blended { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE)) } }
        glUseProgram(imageProgram.id)
        setProjection(imageUniforms.projection)
        glUniform4f(imageUniforms.tint, Float(tint.r), Float(tint.g), Float(tint.b), Float(min(max(tint.a, 0), 1)))
        glUniform1i(imageUniforms.mode, mode)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glBindVertexArray(quadArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), quadBuffer)
        quadVertices.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        glDrawArrays(GLenum(GL_TRIANGLES), 0, GLsizei(quadVertices.count / QuadEdges.floatsPerVertex))
        lastFrame.drawCalls += 1
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glDisable(GLenum(GL_BLEND))
    }

    /// The vertex array for quads: location 0 = position and depth weight (x, y, w: 3 floats),
    /// 1 = texture coordinate (2), 2 = distances to the four edges in pixels (4).
    static func makeQuadArray() -> (array: GLuint, buffer: GLuint) {
        var array: GLuint = 0, buffer: GLuint = 0
        glGenVertexArrays(1, &array)
        glGenBuffers(1, &buffer)
        glBindVertexArray(array)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        let stride = GLsizei(QuadEdges.floatsPerVertex * MemoryLayout<Float>.stride)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 3 * MemoryLayout<Float>.stride))
        glEnableVertexAttribArray(2)
        glVertexAttribPointer(2, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 5 * MemoryLayout<Float>.stride))
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        return (array, buffer)
    }
}
