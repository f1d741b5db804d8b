/// A view made from a content configuration, which shows whatever configuration it is given.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` by setting it, rather than a new view being
    /// made from it.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// `true` when `configuration` is of the same type as the current one, as UIKit's default
    /// implementation documents.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}
