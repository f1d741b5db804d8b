/// What the view reports about its layout passes, beyond UIKit: app code that never lets the
/// layout settle is reported here instead of making `layoutIfNeeded()` loop without end.
extension UICollectionView {
    /// App code the view or its layout calls while laying out. While one runs, the view keeps
    /// what it asks for (reloads, invalidations, scrolls, row offsets, another layout or data
    /// source) and applies it when the current step of the layout pass ends; a nested
    /// `layoutIfNeeded()` returns at once.
    public enum LayoutCallback: Hashable, Sendable, CustomStringConvertible {
        /// The data source's `numberOfSections(in:)` or `collectionView(_:numberOfItemsInSection:)`.
        case dataSource
        /// The compositional layout's section provider.
        case sectionProvider
        /// The item provider of a custom group (`NSCollectionLayoutGroup.custom`).
        case customGroupItemProvider
        /// ``UICollectionView/preferredSizeProvider``.
        case preferredSizeProvider
        /// A section's `visibleItemsInvalidationHandler`.
        case visibleItemsInvalidationHandler
        /// A list configuration's `itemSeparatorHandler`.
        case itemSeparatorHandler
        /// The `UICollectionView.delegate`: its scroll view methods and its collection view
        /// methods.
        case delegate
        /// The data source's `collectionView(_:cellForItemAt:)`, and the registration handler
        /// it runs.
        case cellForItem
        /// The data source's `collectionView(_:viewForSupplementaryElementOfKind:at:)`, and the
        /// registration handler it runs.
        case supplementaryView
        /// A reusable view's `prepareForReuse()` or `apply(_:)`, called as the view dequeues it
        /// or shows it.
        case reusableView
        /// A reusable view's `preferredLayoutAttributesFitting(_:)`, asked for the size of a
        /// self-sizing element it shows.
        case preferredLayoutAttributesFitting
        /// The view hierarchy's layout pass that follows the collection view's: `layoutSubviews()`
        /// of the collection view and of the views it shows, and the cells' configuration
        /// updates.
        case layoutSubviews
        /// The completion handler of `performBatchUpdates(_:completion:)`.
        case batchUpdateCompletion

        /// The callback's name as the API spells it.
        public var description: String {
            switch self {
            case .dataSource: "data source"
            case .batchUpdateCompletion: "performBatchUpdates(_:completion:) completion"
            case .sectionProvider: "section provider"
            case .customGroupItemProvider: "custom group item provider"
            case .preferredSizeProvider: "preferredSizeProvider"
            case .visibleItemsInvalidationHandler: "visibleItemsInvalidationHandler"
            case .itemSeparatorHandler: "itemSeparatorHandler"
            case .cellForItem: "collectionView(_:cellForItemAt:)"
            case .supplementaryView: "collectionView(_:viewForSupplementaryElementOfKind:at:)"
            case .reusableView: "prepareForReuse() or apply(_:)"
            case .preferredLayoutAttributesFitting: "preferredLayoutAttributesFitting(_:)"
            case .delegate: "delegate"
            case .layoutSubviews: "layoutSubviews()"
            }
        }
    }

    /// Something a call of `layoutIfNeeded()` could not finish, reported instead of looping.
    public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
        /// What happened.
        public enum Reason: Hashable, Sendable {
            /// `layoutIfNeeded()` ran `passes` passes, ``UICollectionView/maximumLayoutPasses``
            /// of them counted, and the layout still had work to do; it stopped there. The view
            /// answers from the last layout it completed, and the work left is done by the next
            /// `layoutIfNeeded()`.
            case layoutPassLimitReached(passes: Int)
            /// Animation completions kept starting animations with completions of their own
            /// (a pulse that never stops): after `rounds` rounds of them in one pass, those
            /// still due were left for the next `layoutIfNeeded()`, as UIKit would call them
            /// when their animations end.
            case animationCompletionRoundLimitReached(rounds: Int)
        }

        /// What happened.
        public let reason: Reason
        /// The callbacks whose requests the last pass applied, in the order they were applied:
        /// the code that kept the layout from settling. Empty when the layout's own work went
        /// on (measured sizes that keep showing unmeasured elements, counts that keep changing).
        public let requestedBy: [LayoutCallback]

        /// The reason in words, naming the callbacks.
        public var description: String {
            switch reason {
            case .layoutPassLimitReached(let passes):
                let cause =
                    requestedBy.isEmpty
                    ? "the layout's own work went on"
                    : "requests from " + requestedBy.map(\.description).joined(separator: ", ") + " kept it from settling"
                return "layoutIfNeeded() stopped after \(passes) layout passes (the limit is "
                    + "\(UICollectionView.maximumLayoutPasses) counted passes): \(cause)"
            case .animationCompletionRoundLimitReached(let rounds):
                return "animation completions kept starting animations: after \(rounds) rounds in one "
                    + "layoutIfNeeded(), those still due wait for the next one"
            }
        }
    }

    /// What the view reported about its layout passes, oldest first; the last 100 are kept.
    public var layoutDiagnostics: [LayoutDiagnostic] { Array(passState.diagnostics) }
}
