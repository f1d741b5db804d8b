internal import LayoutCore

extension LayoutDirection {
    /// The engine's direction for UIKit's reading direction.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}
