internal import LayoutCore

/// A group: it sizes and positions its subitems (items or nested groups) but is not itself
/// displayed. Horizontal and vertical groups place subitems along their axis; custom groups
/// take frames from a closure.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group was made, for readers in this package (the layout file exporter):
    /// UIKit keeps it private, so it is not public here either.
    package enum Arrangement {
        case subitems
        case equalSlots(count: Int)
        case repeating(count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// The axis of a horizontal or vertical group (custom groups report `.horizontal`).
    package enum Axis {
        case horizontal, vertical
    }

    /// How the group was made.
    package let arrangement: Arrangement
    /// The group's axis.
    package let axis: Axis

    /// The group's subitems, in the order they are placed.
    public let subitems: [NSCollectionLayoutItem]

    /// Space between consecutive subitems along the group's axis; `nil` means none.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    /// Views anchored to every instance of this group.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, arrangement: Arrangement, subitems: [NSCollectionLayoutItem]) {
        self.axis = axis
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates a copy of `group` holding `subitems` (copies of its own), with copies of its
    /// spacing and supplementary items; a custom group's item provider is shared.
    private init(copying group: NSCollectionLayoutGroup, subitems: [NSCollectionLayoutItem]) {
        axis = group.axis
        arrangement = group.arrangement
        self.subitems = subitems
        interItemSpacing = group.interItemSpacing?.copySpacing()
        super.init(copying: group)
    }

    /// A copy of the group and everything in it. The tree is copied without recursion (a
    /// group nested thousands deep must reach the layout's depth check, not overflow the
    /// stack here), children before parents; an object that appears several times in the
    /// tree is copied once, so what was shared stays shared among the copies.
    func copyGroup() -> NSCollectionLayoutGroup {
        var copies: [ObjectIdentifier: NSCollectionLayoutItem] = [:]
        var pending: [(group: NSCollectionLayoutGroup, childrenCopied: Bool)] = [(self, false)]
        while let (group, childrenCopied) = pending.popLast() {
            guard copies[ObjectIdentifier(group)] == nil else { continue }
            if childrenCopied {
                let subitems = group.subitems.map { copies[ObjectIdentifier($0)] ?? $0 }
                copies[ObjectIdentifier(group)] = NSCollectionLayoutGroup(copying: group, subitems: subitems)
                continue
            }
            pending.append((group, true))
            for subitem in group.subitems where copies[ObjectIdentifier(subitem)] == nil {
                if let nested = subitem as? NSCollectionLayoutGroup {
                    pending.append((nested, false))
                } else {
                    copies[ObjectIdentifier(subitem)] = subitem.copyItem()
                }
            }
        }
        return copies[ObjectIdentifier(self)] as? NSCollectionLayoutGroup ?? self
    }

    override func copyItem() -> NSCollectionLayoutItem {
        copyGroup()
    }

    /// A group that places `subitems` left to right (leading to trailing), repeating them in
    /// order while the next one fits.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .subitems, subitems: subitems)
    }

    /// A group that places exactly `count` copies of `repeatingSubitem` left to right, each at
    /// the subitem's own size.
    open class func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, arrangement: .repeating(count: count), subitems: [subitem])
    }

    /// A group divided into `count` equal columns, each holding `subitem`; the subitem's own
    /// width is replaced by the column width.
    @available(*, deprecated, message: "Use horizontal(layoutSize:repeatingSubitem:count:), which keeps the subitem's own width")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, arrangement: .equalSlots(count: count), subitems: [subitem])
    }

    /// A group that places `subitems` top to bottom, repeating them in order while the next
    /// one fits.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, arrangement: .subitems, subitems: subitems)
    }

    /// A group that places exactly `count` copies of `repeatingSubitem` top to bottom, each at
    /// the subitem's own size.
    open class func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, arrangement: .repeating(count: count), subitems: [subitem])
    }

    /// A group divided into `count` equal rows, each holding `subitem`; the subitem's own
    /// height is replaced by the row height.
    @available(*, deprecated, message: "Use vertical(layoutSize:repeatingSubitem:count:), which keeps the subitem's own height")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, arrangement: .equalSlots(count: count), subitems: [subitem])
    }

    /// A group whose cells' frames come from `itemProvider`, called with an environment whose
    /// container is the group's resolved size.
    open class func custom(
        layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, arrangement: .custom(itemProvider), subitems: [])
    }

    /// A text picture of the group, for debugging: an outline of the group and everything in
    /// it, one line per element, then an ASCII drawing of its first instance solved in a
    /// 360-point square container (see `GroupDrawing`).
    open func visualDescription() -> String {
        ([GroupOutline(self).text] + GroupDrawing(self).lines).joined(separator: "\n")
    }
}

extension Axis {
    /// The engine's axis for a group's.
    init(_ axis: NSCollectionLayoutGroup.Axis) {
        switch axis {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        }
    }
}
