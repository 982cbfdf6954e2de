import CGL
import SceneKit

/// The per-instance vertex buffer for cubes: one GL buffer, refilled every frame from a
/// CPU-side staging area that is reused, so a warm renderer allocates nothing per frame.
///
/// Layout per instance (8 floats, 32 bytes; see `CubeAttribute`): centre x, centre y (window
/// points), edge (points), spin (radians, 0…2π), r, g, b, 1.
/// Upload orphans the buffer (`glBufferData(nil)`, so the driver need not wait for the previous
/// frame's draws) then writes with `glBufferSubData`. Capacity only grows, by doubling.
final class InstanceBuffer {
    static let floatsPerInstance = 8
    static let bytesPerInstance = floatsPerInstance * MemoryLayout<Float>.stride
    /// First capacity (instances): covers the default 30-cube strip without growing.
    static let initialCapacity = 64

    let buffer: GLuint
    /// Instances the staging area and GL buffer can hold.
    private(set) var capacity = 0
    /// Instances written since the last `reset()`.
    private(set) var count = 0
    /// How many times the GL buffer and staging area were (re)allocated; stays put once warm.
    private(set) var allocations = 0
    private var staging = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)

    init() {
        var name: GLuint = 0
        glGenBuffers(1, &name)
        buffer = name
        reserve(Self.initialCapacity)
    }

    deinit {
        var name = buffer
        glDeleteBuffers(1, &name)
        staging.deallocate()
    }

    /// Starts a new frame's list; ensures room for `instances` without further allocation.
    func reset(reserving instances: Int) {
        count = 0
        if instances > capacity { reserve(instances) }
    }

    /// Appends one cube (call `reset(reserving:)` first with enough room). A cube with a
    /// non-finite centre or size is written with edge 0, which draws nothing.
    func append(_ cube: CubeInstance) {
        precondition(count < capacity, "InstanceBuffer.append beyond reserve")
        let valid = cube.center.isFinite && cube.size.isFinite && cube.size > 0
        let base = count * Self.floatsPerInstance
        staging[base + 0] = valid ? Float(cube.center.x) : 0
        staging[base + 1] = valid ? Float(cube.center.y) : 0
        staging[base + 2] = valid ? Float(cube.size) : 0
        staging[base + 3] = Float(CubeProjection.spin(cube.angle))
        staging[base + 4] = Float(cube.color.r)
        staging[base + 5] = Float(cube.color.g)
        staging[base + 6] = Float(cube.color.b)
        staging[base + 7] = 1
        count += 1
    }

    /// Sends the `count` instances written this frame to the GL buffer (orphan + sub-data).
    /// Leaves the buffer bound to GL_ARRAY_BUFFER.
    func upload() {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        glBufferData(GLenum(GL_ARRAY_BUFFER), capacity * Self.bytesPerInstance, nil, GLenum(GL_STREAM_DRAW))
        if count > 0 {
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, count * Self.bytesPerInstance, staging.baseAddress)
        }
    }

    private func reserve(_ instances: Int) {
        var newCapacity = max(capacity, Self.initialCapacity)
        while newCapacity < instances { newCapacity *= 2 }
        let newStaging = UnsafeMutableBufferPointer<Float>.allocate(capacity: newCapacity * Self.floatsPerInstance)
        newStaging.initialize(repeating: 0)
        staging.deallocate()
        staging = newStaging
        capacity = newCapacity
        allocations += 1
    }
}
