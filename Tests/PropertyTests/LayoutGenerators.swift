import ChoiceStreams
import PropertyBased

@testable import LayoutCore

/// Generators of random layouts for the property tests.
///
/// A generated `LayoutCase` is decoded (`LayoutDecoder`) from plain generated numbers:
/// one choice stream for the container and configuration, and per section an item count
/// (0…300, a tenth of them 0) plus a choice stream for its groups. Everything is built
/// from the library's generators with `zip`, `.array(of:)` and `.map`, so failing cases
/// shrink: item counts move towards 0, sections disappear, and choice streams get shorter
/// and smaller, which the decoder reads as simpler layouts.
///
/// With Swift 6.2 and later the library shrinks a failing case by default and prints the
/// smallest case it found, the original one and a seed; add the printed `.fixedSeed(...)`
/// to the test to replay it.
extension Gen where Value == LayoutCase {
    /// Layouts drawn according to `profile`.
    static func layoutCase(_ profile: LayoutProfile = .general) -> Generator<
        LayoutCase, some Sequence & SendableMetatype
    > {
        // About one section in ten is empty (OB-4: it takes no space but keeps the
        // inter-section spacing); counts shrink towards 0.
        let emptyShare = profile.maxItems / 10
        let itemCount = Gen<Int>.int(in: 0...(profile.maxItems + emptyShare)).map { max(0, $0 - emptyShare) }
        let sections = zip(itemCount, choiceStream).array(of: 1...4)
        return zip(choiceStream, sections)
            .map { head, sections in LayoutCase.decode(profile: profile, head: head, sections: sections) }
            .filter(\.isTractable)
    }

    /// The raw numbers a choice stream is read from. A deep section reads a few hundred;
    /// when a stream runs out the decoder reads zeros (the simplest choices), so shorter
    /// streams give simpler sections.
    private static var choiceStream: Generator<[Int], some Sequence & SendableMetatype> {
        Gen<Int>.int(in: 0...ChoiceStream.maximum).array(of: 0...300)
    }
}

extension LayoutCase {
    /// Decodes a case from the generated numbers.
    static func decode(profile: LayoutProfile, head: [Int], sections: [(Int, [Int])]) -> LayoutCase {
        var decoder = LayoutDecoder(profile: profile, stream: ChoiceStream(head))
        let (container, configuration) = decoder.environment()
        let inputs = sections.map { itemCount, choices in
            var sectionDecoder = LayoutDecoder(profile: profile, stream: ChoiceStream(choices))
            return sectionDecoder.sectionInput(itemCount: itemCount, container: container, configuration: configuration)
        }
        return LayoutCase(
            layout: LayoutDescription(sections: inputs, configuration: configuration), container: container)
    }

    /// The most cells one group may hold in a generated case. A zero-size subitem with a
    /// tiny spacing can put tens of thousands of cells in a group; such cases say nothing
    /// new and make a debug run slow, so the generator skips them.
    static let capacityLimit = 4096

    /// Whether the case is cheap enough to test: it solves without `groupTooDense`, and no
    /// group holds more than `capacityLimit` cells. Any other error is kept, so that the
    /// properties report it.
    var isTractable: Bool {
        do throws(LayoutError) {
            let solution = try solve()
            return solution.sections.allSatisfy { $0.capacity <= Self.capacityLimit }
        } catch {
            if case .groupTooDense = error.reason { return false }
            return true
        }
    }
}

/// Random rectangles to query a solved layout with, described relative to the layout so
/// that they land near its content.
struct QueryRect: Sendable, CustomStringConvertible {
    /// How the rectangle is placed.
    enum Shape: Int, Sendable, CaseIterable {
        /// Anywhere around the content, of any size.
        case free
        /// A zero-width or zero-height line.
        case line
        /// Touching an edge of one cell's reported frame from outside.
        case touchingCell
        /// The size of the container, somewhere along the main axis (a viewport).
        case viewport
        /// The whole content.
        case content
    }

    var shape: Shape
    var a, b, c, d: Double
    var pick: Int

    var description: String { "\(shape)(\(a), \(b), \(c), \(d), cell \(pick))" }

    /// The rectangle for `solution`, laid out in `container`.
    func rect(in solution: LayoutSolution, container: Container) -> Rect {
        let content = solution.presentedContentSize
        let width = content.width
        let height = content.height
        switch shape {
        case .free:
            return Rect(
                x: -50 + a * (width + 100), y: -50 + b * (height + 100), width: c * (width + 50) / 2,
                height: d * (height + 50) / 2)
        case .line:
            let x = -10 + a * (width + 20)
            let y = -10 + b * (height + 20)
            return c < 0.5
                ? Rect(x: x, y: y, width: 0, height: d * height) : Rect(x: x, y: y, width: d * width, height: 0)
        case .touchingCell:
            let cells = allCells(of: solution)
            guard !cells.isEmpty else { return Rect(x: a * width, y: b * height, width: 0, height: 0) }
            let frame = cells[pick % cells.count].frame
            let w = 1 + c * 40
            let h = 1 + d * 40
            switch pick % 4 {
            case 0: return Rect(x: frame.maxX, y: frame.minY - h * a, width: w, height: h)
            case 1: return Rect(x: frame.minX - w, y: frame.minY + frame.height * b, width: w, height: h)
            case 2: return Rect(x: frame.minX + frame.width * a, y: frame.maxY, width: w, height: h)
            default: return Rect(x: frame.minX - w * b, y: frame.minY - h, width: w, height: h)
            }
        case .viewport:
            let size = container.size
            return solution.scrollAxis == .vertical
                ? Rect(x: 0, y: a * height - size.height / 2, width: size.width, height: size.height)
                : Rect(x: a * width - size.width / 2, y: 0, width: size.width, height: size.height)
        case .content:
            return Rect(origin: .zero, size: content)
        }
    }
}

extension Gen where Value == QueryRect {
    /// Query rectangles of every shape.
    static var queryRect: Generator<QueryRect, some Sequence & SendableMetatype> {
        let unit = Gen<Double>.double(in: 0...1)
        return zip(
            Gen<Int>.int(in: 0...(QueryRect.Shape.allCases.count - 1)), unit, unit, unit, unit,
            Gen<Int>.int(in: 0...10_000)
        )
        .map { shape, a, b, c, d, pick in
            QueryRect(shape: QueryRect.Shape(rawValue: shape)!, a: a, b: b, c: c, d: d, pick: pick)
        }
    }
}
