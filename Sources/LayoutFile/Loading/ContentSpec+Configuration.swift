import CompositionalLayout

// The UIKit values a file's content stands for: the presets, images and accessories, made as
// app code makes them in a cell registration's handler.

extension ListContentPreset {
    /// The configuration the preset's function makes.
    @MainActor
    var configuration: UIListContentConfiguration {
        switch self {
        case .cell: .cell()
        case .subtitleCell: .subtitleCell()
        case .valueCell: .valueCell()
        case .header: .header()
        case .footer: .footer()
        case .plainHeader: .plainHeader()
        case .plainFooter: .plainFooter()
        case .groupedHeader: .groupedHeader()
        case .groupedFooter: .groupedFooter()
        case .prominentInsetGroupedHeader: .prominentInsetGroupedHeader()
        case .extraProminentInsetGroupedHeader: .extraProminentInsetGroupedHeader()
        case .sidebarCell: .sidebarCell()
        case .sidebarSubtitleCell: .sidebarSubtitleCell()
        case .sidebarHeader: .sidebarHeader()
        case .accompaniedSidebarCell: .accompaniedSidebarCell()
        case .accompaniedSidebarSubtitleCell: .accompaniedSidebarSubtitleCell()
        }
    }

    /// The preset a cell takes when its content names none: `cell.defaultContentConfiguration()`
    /// of a cell in a list of `appearance` (`nil` outside a list).
    static func defaultForCell(in appearance: UICollectionLayoutListConfiguration.Appearance?) -> ListContentPreset {
        switch appearance {
        case .sidebar?: .sidebarCell
        case .sidebarPlain?: .accompaniedSidebarCell
        default: .cell
        }
    }

    /// The preset a supplementary view of `kind` takes when its content names none: the
    /// footer of the list's appearance for UIKit's footer kind, its header for any other
    /// kind; a plain list's outside a list.
    static func defaultForSupplementary(
        ofKind kind: String, in appearance: UICollectionLayoutListConfiguration.Appearance?
    ) -> ListContentPreset {
        let footer = kind == UICollectionView.elementKindSectionFooter
        switch appearance {
        case .grouped?, .insetGrouped?: return footer ? .groupedFooter : .groupedHeader
        case .sidebar?, .sidebarPlain?: return footer ? .plainFooter : .sidebarHeader
        default: return footer ? .plainFooter : .plainHeader
        }
    }
}

extension ListContentSpec {
    /// The configuration for the element at `section`, `item`: the preset (or `preset`) with
    /// the texts filled in and the image.
    @MainActor
    func configuration(default preset: ListContentPreset, section: Int, item: Int) -> UIListContentConfiguration {
        var configuration = (self.preset ?? preset).configuration
        configuration.text = text?.text(section: section, item: item)
        configuration.secondaryText = secondaryText?.text(section: section, item: item)
        configuration.image = image?.image
        return configuration
    }
}

extension ImageSpec {
    /// `UIImage(systemName:)` or `UIImage(named:)`.
    var image: UIImage? {
        switch self {
        case .systemName(let name): UIImage(systemName: name)
        case .named(let name): UIImage(named: name)
        }
    }
}

extension AccessorySpec {
    /// The accessory, its label's text filled in for the cell at `section`, `item`.
    @MainActor
    func accessory(section: Int, item: Int) -> UICellAccessory {
        switch kind {
        case .disclosureIndicator: displayed.map { .disclosureIndicator(displayed: $0) } ?? .disclosureIndicator()
        case .checkmark: displayed.map { .checkmark(displayed: $0) } ?? .checkmark()
        case .delete: displayed.map { .delete(displayed: $0) } ?? .delete()
        case .insert: displayed.map { .insert(displayed: $0) } ?? .insert()
        case .reorder: displayed.map { .reorder(displayed: $0) } ?? .reorder()
        case .outlineDisclosure: displayed.map { .outlineDisclosure(displayed: $0) } ?? .outlineDisclosure()
        case .multiselect: displayed.map { .multiselect(displayed: $0) } ?? .multiselect()
        case .detail: displayed.map { .detail(displayed: $0) } ?? .detail()
        case .label:
            .label(text: text?.text(section: section, item: item) ?? "", displayed: displayed ?? .always)
        }
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The background a list of this appearance gives its cells.
    @MainActor
    var cellBackground: UIBackgroundConfiguration {
        switch self {
        case .grouped, .insetGrouped: .listGroupedCell()
        case .sidebar: .listSidebarCell()
        case .sidebarPlain: .listAccompaniedSidebarCell()
        default: .listPlainCell()
        }
    }

    /// The background a list of this appearance gives its headers and footers.
    @MainActor
    var headerFooterBackground: UIBackgroundConfiguration {
        switch self {
        case .grouped, .insetGrouped: .listGroupedHeaderFooter()
        case .sidebar, .sidebarPlain: .listSidebarHeader()
        default: .listPlainHeaderFooter()
        }
    }
}
