/// A reference to an Interface Builder file (a nib) and the objects it would make.
///
/// Headless there are no compiled nib files to read: a nib made by name or from data is kept
/// with what it was made with, and ``instantiate(withOwner:options:)`` makes no objects. A
/// collection view that dequeues an identifier registered with a nib reports it (see
/// `CollectionViewError`) and shows a plain cell or view instead.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options ``instantiate(withOwner:options:)`` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Objects the nib refers to but does not contain, by their name in the nib.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's file name without its extension, or `nil` for a nib made from data.
    public let nibName: String?
    /// The bundle the nib would be looked up in, or `nil` for the main bundle.
    public let bundle: Bundle?
    /// The nib's contents, for a nib made from data; `nil` for one made by name.
    public let data: Data?

    /// A nib named `name` (without extension) in `bundle` (`nil` for the main bundle). The file
    /// is not looked up: UIKit reads it only when the nib is instantiated, and nothing is read
    /// headless.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
        data = nil
        super.init()
    }

    /// A nib of compiled contents `data`, whose resources would come from `bundle`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        bundle = bundleOrNil
        self.data = data
        super.init()
    }

    /// The top-level objects of the nib: none headless, where nib files are not loaded, so the
    /// answer is always empty and nothing is connected to `ownerOrNil`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        []
    }
}
