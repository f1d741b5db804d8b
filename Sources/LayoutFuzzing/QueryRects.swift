import InternalUtilities
import LayoutCore

/// Random query rectangles placed where they matter: anywhere around the content, zero-width
/// and zero-height lines, rectangles touching an element's shown frame from outside, exactly
/// an element's frame, a point on an element's corner, a viewport, the whole content.
struct QueryRects {
    var rng: SplitMix64

    /// `count` rectangles; with `small`, each is at most 40 points on a side (for layouts with
    /// sections too large to enumerate, where a large rectangle would return too much).
    mutating func make(count: Int, solution: LayoutSolution, catalogue: [PlacedElement], container: Container, small: Bool)
        -> [Rect]
    {
        let content = solution.presentedContentSize
        return (0..<count).map { _ in
            var rect = make(content: content, catalogue: catalogue, container: container)
            // Standardized, as Core Graphics does before intersecting (a frame with a negative
            // size, a known defect, can give a negative rectangle).
            rect = Rect(
                x: min(rect.minX, rect.maxX), y: min(rect.minY, rect.maxY), width: abs(rect.width),
                height: abs(rect.height))
            guard small else { return rect }
            return Rect(x: rect.minX, y: rect.minY, width: min(rect.width, 40), height: min(rect.height, 40))
        }
    }

    private mutating func make(content: Size, catalogue: [PlacedElement], container: Container) -> Rect {
        let w = content.width, h = content.height
        let element = catalogue.isEmpty ? nil : rng.pick(catalogue).shownFrame
        switch rng.int(0...9) {
        case 0, 1:
            return Rect(
                x: -50 + rng.unit() * (w + 100), y: -50 + rng.unit() * (h + 100), width: rng.unit() * (w + 50) / 2,
                height: rng.unit() * (h + 50) / 2)
        case 2:
            let x = -10 + rng.unit() * (w + 20), y = -10 + rng.unit() * (h + 20)
            return rng.chance(0.5)
                ? Rect(x: x, y: y, width: 0, height: rng.unit() * h) : Rect(x: x, y: y, width: rng.unit() * w, height: 0)
        case 3, 4:
            guard let f = element else { return Rect(x: rng.unit() * w, y: rng.unit() * h, width: 0, height: 0) }
            let dw = 1 + rng.unit() * 40, dh = 1 + rng.unit() * 40
            switch rng.int(0...3) {
            case 0: return Rect(x: f.maxX, y: f.minY - dh * rng.unit(), width: dw, height: dh)
            case 1: return Rect(x: f.minX - dw, y: f.minY + f.height * rng.unit(), width: dw, height: dh)
            case 2: return Rect(x: f.minX + f.width * rng.unit(), y: f.maxY, width: dw, height: dh)
            default: return Rect(x: f.minX - dw * rng.unit(), y: f.minY - dh, width: dw, height: dh)
            }
        case 5:
            return element ?? .zero
        case 6:
            guard let f = element else { return .zero }
            return Rect(x: rng.chance(0.5) ? f.minX : f.maxX, y: rng.chance(0.5) ? f.minY : f.maxY, width: 0, height: 0)
        case 7, 8:
            let size = container.size
            return rng.chance(0.5)
                ? Rect(x: 0, y: rng.unit() * h - size.height / 2, width: size.width, height: size.height)
                : Rect(x: rng.unit() * w - size.width / 2, y: 0, width: size.width, height: size.height)
        default:
            return Rect(origin: .zero, size: content)
        }
    }
}
