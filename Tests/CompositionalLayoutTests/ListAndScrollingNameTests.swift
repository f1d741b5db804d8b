import CompositionalLayout
import Testing

/// UIKit's exact names and shapes for the orthogonal scrolling properties and the list
/// configurations (issue 17).
@MainActor
@Suite("Scrolling and list names")
struct ListAndScrollingNameTests {
    @Test("Orthogonal scrolling properties: UIKit's Bounce and a public initializer")
    func scrollingProperties() {
        let properties = UICollectionLayoutSectionOrthogonalScrollingProperties()
        #expect(properties.bounce == .automatic && properties.decelerationRate == .automatic)
        let bounces: [UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce] = [.automatic, .always, .never]
        #expect(bounces.map(\.rawValue) == [0, 1, 2])
    }

    @Test("List configurations: content hugging (none by default) and a separator visual effect")
    func listNames() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(configuration.contentHuggingElements.isEmpty)
        configuration.contentHuggingElements = .supplementaryHeader
        #expect(configuration.contentHuggingElements.contains(.supplementaryHeader))
        #expect(UICollectionLayoutListConfiguration.ContentHuggingElements.supplementaryHeader.rawValue == 1)
        let effect = UIVisualEffect()
        configuration.separatorConfiguration.visualEffect = effect
        #expect(configuration.separatorConfiguration.visualEffect === effect)
    }
}
