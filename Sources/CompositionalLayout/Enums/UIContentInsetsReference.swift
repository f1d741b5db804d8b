internal import LayoutCore

/// Which of the collection view's insets a section's content keeps clear of.
public enum UIContentInsetsReference: Int, Sendable {
    /// The system default: the configuration's reference for a section, the safe area for a
    /// configuration.
    case automatic = 0
    /// No extra insets.
    case none
    /// The safe-area insets.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

extension ContentInsetsReference {
    /// The engine's reference for UIKit's.
    init(_ reference: UIContentInsetsReference) {
        switch reference {
        case .automatic: self = .automatic
        case .none: self = .none
        case .safeArea: self = .safeArea
        case .layoutMargins: self = .layoutMargins
        case .readableContent: self = .readableContent
        }
    }
}
