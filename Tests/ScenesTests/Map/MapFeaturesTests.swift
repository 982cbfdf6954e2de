import Foundation
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The map reads as a map, not a grid drawn over everything: the town's streets end at a park's
/// edge (they ran straight through the parks), no road runs over the lake (two main roads crossed
/// it), and the lake is one irregular shore (it was three overlapping discs, a cloud).
final class MapFeaturesTests: XCTestCase {
    let features = MapFeatures(size: Size(width: 2400, height: 1600))

    /// Points every 5 map points along every road of `kinds`.
    private func samples(_ kinds: Set<MapFeatures.RoadClass>) -> [(Point, MapFeatures.RoadClass)] {
        features.roads.filter { kinds.contains($0.kind) }.flatMap { road in
            zip(road.points, road.points.dropFirst()).flatMap { a, b -> [(Point, MapFeatures.RoadClass)] in
                let d = b - a, n = max(1, Int((d.x * d.x + d.y * d.y).squareRoot() / 5))
                return (0...n).map { (a + d * (Double($0) / Double(n)), road.kind) }
            }
        }
    }

    func testTownStreetsEndAtTheParks() {
        let streets = samples([.street])
        XCTAssertFalse(streets.isEmpty)
        for park in features.parks.map(\.frame) {
            let inside = park.insetBy(dx: 1, dy: 1)
            XCTAssertFalse(streets.contains { inside.contains($0.0) }, "a street runs through the park at \(park)")
        }
    }

    func testNoRoadRunsOverTheLake() {
        let lake = features.lake
        func inLake(_ p: Point) -> Bool {
            let d = p - lake.center, r = (d.x * d.x + d.y * d.y).squareRoot()
            return r < lake.shore(atan2(d.y, d.x)) - 2
        }
        let roads = samples([.street, .main, .motorway])
        XCTAssertTrue(roads.contains { $0.1 == .main && abs($0.0.x - lake.center.x) < lake.radius * 1.4 },
                      "a main road comes to the lake")
        XCTAssertFalse(roads.contains { inLake($0.0) }, "a road over the water: \(roads.filter { inLake($0.0) }.prefix(3))")
    }

    func testTheLakeIsOneIrregularShore() {
        let lake = features.lake
        let distances = (0..<360).map { lake.shore(Double($0) * .pi / 180) }
        XCTAssertGreaterThan(distances.max()! / distances.min()!, 1.3, "bays and headlands, not a circle")
        // No notch: the shore's distance changes by under 2 % of the radius per degree all round
        // (where two circles met, it turned back in a cusp).
        for (a, b) in zip(distances, distances.dropFirst() + [distances[0]]) {
            XCTAssertLessThan(abs(b - a), 0.02 * lake.radius)
        }
        XCTAssertTrue(lake.innerRadius < distances.min()!, "the disc the drawing fills lies inside the shore")
        // The river leaves from inside the lake.
        let start = features.river[0] - lake.center
        XCTAssertLessThan((start.x * start.x + start.y * start.y).squareRoot(), lake.shore(atan2(start.y, start.x)))
    }

    /// The park names stay clear of the main roads and the motorway (Eastwood's name sat on the
    /// motorway, green on orange): no big road passes within 14 pt of any point along a park label
    /// (13 pt type, about 7 pt a letter, at zoom 1).
    func testParkNamesAreClearOfTheBigRoads() {
        for place in features.places where place.kind == .park {
            let half = Double(place.name.count) * 3.5
            for dx in stride(from: -half, through: half, by: 4) {
                let p = place.at + Point(x: dx, y: 0)
                XCTAssertFalse(features.roadNear(p, margin: 14, kinds: [.main, .motorway]), "\(place.name) at \(p)")
            }
        }
    }
}
