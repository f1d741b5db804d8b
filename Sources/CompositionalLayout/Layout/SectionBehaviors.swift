internal import LayoutCore

/// The settings of each prepared section that do not change geometry, kept once per kind of
/// section: sections the provider answered with one object, or with objects described alike
/// that carry no closure, share one entry, and a section costs 4 bytes.
struct SectionBehaviors: RandomAccessCollection {
    /// Per-section settings that do not change geometry.
    struct Behavior {
        /// The section object the provider returned (kept for exporters): for sections that
        /// share an entry, the first of the objects.
        var section: NSCollectionLayoutSection?
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        /// The list configuration of a list section (for its separators).
        var listConfiguration: UICollectionLayoutListConfiguration?
    }

    /// Each kind's settings.
    private var kinds: [Behavior] = []
    /// The kind of each section, an index into `kinds` (fewer kinds than 2³² can exist: each
    /// keeps an object alive).
    private var kindOfSection: [UInt32] = []
    /// The kind of each section object seen.
    private var kindOfObject: [ObjectIdentifier: UInt32] = [:]
    /// The kind of each description shared by objects that carry no closure, by the
    /// identity of the converted description (the snapshot gives equal descriptions one,
    /// and keeps it alive while sections are added).
    private var kindOfDescription: [UInt: UInt32] = [:]
    /// The kind of the sections the provider returned nothing for, once there is one.
    private var emptyKind: UInt32?

    /// Room for `count` sections.
    init(reservingCapacity count: Int) {
        kindOfSection.reserveCapacity(count)
    }

    /// Adds the next section: `section` as the provider returned it, `converted` its
    /// description as the snapshot made it.
    @MainActor
    mutating func append(_ section: NSCollectionLayoutSection?, converted: Section?) {
        guard let section, let converted else {
            let kind = emptyKind ?? UInt32(kinds.count)
            if emptyKind == nil {
                kinds.append(Behavior(section: nil, visibleItemsHandler: nil, listConfiguration: nil))
                emptyKind = kind
            }
            kindOfSection.append(kind)
            return
        }
        if let kind = kindOfObject[ObjectIdentifier(section)] {
            kindOfSection.append(kind)
            return
        }
        let sharesByValue = section.visibleItemsInvalidationHandler == nil && section.listConfiguration == nil
        if sharesByValue, let kind = kindOfDescription[converted.identity] {
            kindOfSection.append(kind)
            return
        }
        let kind = UInt32(kinds.count)
        kinds.append(
            Behavior(
                section: section, visibleItemsHandler: section.visibleItemsInvalidationHandler,
                listConfiguration: section.listConfiguration))
        kindOfObject[ObjectIdentifier(section)] = kind
        if sharesByValue { kindOfDescription[converted.identity] = kind }
        kindOfSection.append(kind)
    }

    /// The settings once every section is added: what only adding needed is dropped.
    func finished() -> SectionBehaviors {
        var result = self
        result.kindOfObject = [:]
        result.kindOfDescription = [:]
        return result
    }

    var startIndex: Int { 0 }

    var endIndex: Int { kindOfSection.count }

    /// Section `index`'s settings.
    subscript(index: Int) -> Behavior {
        kinds[Int(kindOfSection[index])]
    }

    /// How many kinds the sections have: what tests count to show that sections share.
    var kindCount: Int { kinds.count }

    /// Whether any section has a visible-items handler.
    var anyHasVisibleItemsHandler: Bool {
        kinds.contains { $0.visibleItemsHandler != nil }
    }
}
