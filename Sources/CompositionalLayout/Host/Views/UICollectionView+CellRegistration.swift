/// Registrations (iOS 14): a cell or supplementary class together with the code that configures
/// it, dequeued and configured in one call. Each registration registers its class with a
/// collection view the first time it is used there, under an identifier of its own.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
/// }
/// // in collectionView(_:cellForItemAt:)
/// return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: titles[indexPath.item])
/// ```
///
/// Create registrations before the view asks for views: one created inside the data source's
/// methods is reported (``CollectionViewError/Reason/registrationCreatedDuringRequest(elementKind:)``),
/// as UIKit raises for it, and then works as one created beforehand. Nib-based registrations do
/// not exist headless.
extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell`, dequeued for `indexPath`, to show `item`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        /// The identifier the registration registers its class under.
        let reuseIdentifier: String
        /// The configuring code.
        let handler: Handler
        /// Whether the registration was made while a collection view was asking for a view.
        let wasCreatedDuringRequest: Bool

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.nextRegistrationIdentifier("Cell", Cell.self)
            self.handler = handler
            wasCreatedDuringRequest = UICollectionView.viewRequestsUnderWay > 0
        }
    }

    /// A supplementary view class for one element kind, and the handler that configures its
    /// views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind`, dequeued for `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration's views are for.
        public let elementKind: String
        /// The identifier the registration registers its class under.
        let reuseIdentifier: String
        /// The configuring code.
        let handler: Handler
        /// Whether the registration was made while a collection view was asking for a view.
        let wasCreatedDuringRequest: Bool

        /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = UICollectionView.nextRegistrationIdentifier("Supplementary", Supplementary.self)
            self.handler = handler
            wasCreatedDuringRequest = UICollectionView.viewRequestsUnderWay > 0
        }
    }

    /// A cell of `registration`'s class for the item at `indexPath`, configured by its handler
    /// with `item` (not called when `item` is `nil`). Call it from the data source's
    /// `collectionView(_:cellForItemAt:)` (or a diffable data source's cell provider), once
    /// per call, and return the cell.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.wasCreatedDuringRequest { report(.registrationCreatedDuringRequest(elementKind: CollectionViewError.cellKind)) }
        let key = ReuseKey.cell(registration.reuseIdentifier)
        if viewStore.registered[key] == nil { viewStore.registered[key] = .viewClass(Cell.self) }
        let element = ElementKey(.cell, at: indexPath)
        let view = dequeueView(under: key, for: element) { Cell(reusingFrame: $0) }
        let cell = view as? Cell ?? Cell(reusingFrame: view.frame)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class and kind for `indexPath`, configured by
    /// its handler. Call it from the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (or a diffable data source's
    /// supplementary view provider), once per call, and return the view.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.wasCreatedDuringRequest { report(.registrationCreatedDuringRequest(elementKind: registration.elementKind)) }
        let key = ReuseKey.supplementary(registration.elementKind, registration.reuseIdentifier)
        if viewStore.registered[key] == nil { viewStore.registered[key] = .viewClass(Supplementary.self) }
        let element = ElementKey(.supplementaryView, kind: registration.elementKind, at: indexPath)
        let view = dequeueView(under: key, for: element) { Supplementary(reusingFrame: $0) }
        let supplementary = view as? Supplementary ?? Supplementary(reusingFrame: view.frame)
        registration.handler(supplementary, registration.elementKind, indexPath)
        return supplementary
    }

    /// How many requests for a view (a data source's cell or supplementary method) are under
    /// way in all collection views: a registration created meanwhile is reported.
    static var viewRequestsUnderWay = 0

    /// Registrations made so far, for their identifiers.
    private static var registrationsMade = 0

    /// A new identifier for a registration of `viewClass`.
    fileprivate static func nextRegistrationIdentifier(_ role: String, _ viewClass: AnyClass) -> String {
        registrationsMade += 1
        return "\(role)Registration-\(registrationsMade)-\(viewClass)"
    }
}
