/// The unit cube every instance draws: centred on the origin, edge 1, model space x right, y up,
/// z toward the viewer. Four vertices per face (so each face has its own normal), two
/// counter-clockwise triangles per face seen from outside (back faces can be culled).
enum CubeMesh {
    /// Floats per vertex: position (3), normal (3), face coordinate (2); see `CubeAttribute`.
    static let floatsPerVertex = 8
    /// 6 faces × 4 vertices.
    static let vertexCount = 24
    /// 6 faces × 2 triangles × 3 indices.
    static let indexCount = 36

    /// Interleaved vertex data, `vertexCount * floatsPerVertex` floats.
    static let vertices: [Float] = {
        let normals: [(Float, Float, Float)] = [(1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)]
        var data: [Float] = []
        data.reserveCapacity(vertexCount * floatsPerVertex)
        for n in normals {
            // u ⟂ n, v = n × u, so u × v = n and the corners below run counter-clockwise seen from outside.
            let u: (Float, Float, Float) = n.0 != 0 ? (0, 1, 0) : (1, 0, 0)
            let v = (n.1 * u.2 - n.2 * u.1, n.2 * u.0 - n.0 * u.2, n.0 * u.1 - n.1 * u.0)
            for (su, sv) in [(Float(-1), Float(-1)), (1, -1), (1, 1), (-1, 1)] {
                data += [
                    0.5 * (n.0 + su * u.0 + sv * v.0), 0.5 * (n.1 + su * u.1 + sv * v.1), 0.5 * (n.2 + su * u.2 + sv * v.2),
                    n.0, n.1, n.2,
                    su, sv,
                ]
            }
        }
        return data
    }()

    /// Triangle indices into `vertices`, `indexCount` of them.
    static let indices: [UInt16] = (0..<6).flatMap { face -> [UInt16] in
        let base = UInt16(face * 4)
        return [base, base + 1, base + 2, base, base + 2, base + 3]
    }
}
