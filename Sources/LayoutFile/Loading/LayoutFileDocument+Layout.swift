import CompositionalLayout
import Foundation

/// The view class registered for the decoration kinds a file names: a plain reusable view,
/// shown only when the file gives content (a file without content is laid out without views).
final class LayoutFileDecorationView: UICollectionReusableView {}

/// Which variant the section provider chose for each section in its last call, so engine
/// errors can be put on the right part of the file.
@MainActor
final class VariantChoices {
    var chosen: [Int: Int] = [:]
}

extension SectionVariantSpec {
    /// Whether this variant's `when` holds in `environment` (always, for the fallback).
    @MainActor
    func matches(_ environment: NSCollectionLayoutEnvironment) -> Bool {
        guard let when else { return true }
        let width = Double(environment.container.effectiveContentSize.width)
        let traits = environment.traitCollection
        if let minimum = when.minWidth, width < minimum { return false }
        if let maximum = when.maxWidth, width > maximum { return false }
        if let sizeClass = when.horizontalSizeClass, traits.horizontalSizeClass != sizeClass {
            return false
        }
        if let sizeClass = when.verticalSizeClass, traits.verticalSizeClass != sizeClass {
            return false
        }
        return true
    }
}

extension LayoutFileDocument {
    /// Builds the layout the file describes: a `UICollectionViewCompositionalLayout` whose
    /// section provider returns section `i` from `sections[i]` (its first variant whose
    /// `when` matches the environment it is called with, or `nil` when none does), with
    /// the file's configuration, and with every decoration kind the file names registered.
    ///
    /// The layout needs a collection view whose data source reports the file's item counts;
    /// ``makeHostedLayout(measuringEverything:)`` builds both.
    @MainActor
    public func makeLayout() -> UICollectionViewCompositionalLayout {
        makeLayout(recordingChoicesIn: VariantChoices(), sections: SectionEntries(sections))
    }

    @MainActor
    func makeLayout(recordingChoicesIn choices: VariantChoices, sections: SectionEntries) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                guard sections.entries.indices.contains(index) else { return nil }
                switch sections.entries[index].content {
                case .section(let spec):
                    return LayoutObjects.section(spec, environment: environment)
                case .variants(let variants):
                    guard let chosen = variants.firstIndex(where: { $0.matches(environment) }) else {
                        choices.chosen[index] = nil
                        return nil
                    }
                    choices.chosen[index] = chosen
                    return LayoutObjects.section(variants[chosen].section, environment: environment)
                }
            }, configuration: LayoutObjects.configuration(configuration))
        for kind in decorationKinds {
            layout.register(LayoutFileDecorationView.self, forDecorationViewOfKind: kind)
        }
        return layout
    }

    /// Every decoration kind the file names (its sections, then the sections its `update`
    /// inserts), in file order, each once.
    public var decorationKinds: [String] {
        var kinds: [String] = []
        var seen = Set<String>()
        let inserted = (update ?? []).flatMap { operation -> [SectionEntry] in
            guard case .insertSections(let sections) = operation else { return [] }
            return sections.map(\.section)
        }
        for entry in sections + inserted {
            let specs: [SectionSpec]
            switch entry.content {
            case .section(let spec): specs = [spec]
            case .variants(let variants): specs = variants.map(\.section)
            }
            for spec in specs {
                for decoration in spec.decorationItems ?? [] where seen.insert(decoration.background).inserted {
                    kinds.append(decoration.background)
                }
            }
        }
        return kinds
    }
}
