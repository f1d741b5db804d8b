import CompositionalLayout
import Foundation

/// Attributes that carry a tint, compared and copied with it, as UIKit's documentation asks
/// of attribute subclasses, in Swift 6: the overrides are `nonisolated`, as `NSObject`'s and
/// `NSCopying`'s members are, and reach the main-actor `tint` with `MainActor.assumeIsolated`
/// (the tests call them on the main actor).
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0

    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return MainActor.assumeIsolated { other.tint == tint } && super.isEqual(other)
    }

    nonisolated override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let tinted = copy as? TintedAttributes {
            MainActor.assumeIsolated { tinted.tint = tint }
        }
        return copy
    }
}
