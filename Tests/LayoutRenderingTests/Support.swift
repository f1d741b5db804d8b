import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A headless collection view with its data source kept alive alongside it.
@MainActor
struct Hosted {
    let view: UICollectionView
    let dataSource: FixedCountDataSource

    init(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 200, height: CGFloat = 300,
        scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) {
        view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.traitCollection = UITraitCollection(traitsFrom: [
            view.traitCollection, UITraitCollection(displayScale: scale),
            UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
        ])
        view.safeAreaInsets = safeArea
        dataSource = FixedCountDataSource(itemCounts)
        view.dataSource = dataSource
        view.layoutIfNeeded()
    }

    /// An example laid out as the CLI lays it out, measured if it self-sizes.
    init(example: LayoutExample, width: CGFloat = 390, height: CGFloat = 844) {
        self.init(example.makeLayout(), itemCounts: example.itemCounts, width: width, height: height, scale: 3)
        if let preferredSize = example.preferredSize {
            view.preferredSizeProvider = preferredSize
            view.layoutIfNeeded()
        }
    }

    var scene: LayoutScene { LayoutScene(collectionView: view) }
}

/// A layout of `count`-item rows of equal cells `height` points high.
@MainActor
func gridLayout(columns: Int, height: CGFloat, spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
        repeatingSubitem: item, count: columns)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
}

/// One parsed XML element.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLNode] = []
    var text = ""
    weak var parent: XMLNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element below this one, depth first, in document order.
    var descendants: [XMLNode] { children.flatMap { [$0] + $0.descendants } }

    /// The value of attribute `name` as a number.
    func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }

    /// Whether the `class` attribute lists `name`.
    func hasClass(_ name: String) -> Bool {
        (attributes["class"] ?? "").split(separator: " ").contains { $0 == name }
    }

    /// The rectangle of a `rect` element.
    var rect: CGRect? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else {
            return nil
        }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// Parses `text` with Foundation's XMLParser; `nil` (and the parser's error recorded) when
/// it is not well-formed.
func parseXML(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> XMLNode? {
    let delegate = TreeBuilder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = delegate
    guard parser.parse(), let root = delegate.root else {
        Issue.record("not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        return nil
    }
    return root
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: XMLNode?
    var current: XMLNode?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let node = XMLNode(name: elementName, attributes: attributes)
        node.parent = current
        current?.children.append(node)
        if root == nil { root = node }
        current = node
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        current = current?.parent
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.text += string
    }
}

/// The element groups (`<g class="el …">`) of an SVG, in document order, with their title
/// and rectangle.
func drawnElements(of svg: XMLNode) -> [(title: String, rect: CGRect, node: XMLNode)] {
    svg.descendants.filter { $0.name == "g" && $0.hasClass("el") }.compactMap { group in
        guard let title = group.children.first(where: { $0.name == "title" })?.text,
            let rect = group.children.first(where: { $0.name == "rect" })?.rect
        else { return nil }
        return (title, rect, group)
    }
}

/// Runs `tool` with `arguments`; its exit status and standard error, or `nil` when it is
/// not installed.
func run(tool: String, _ arguments: [String]) -> (status: Int32, errors: String)? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    guard let directory = directories.first(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") })
    else { return nil }
    guard let result = try? runProcess("\(directory)/\(tool)", arguments) else { return nil }
    return (result.status, String(decoding: result.errors, as: UTF8.self))
}

/// Runs the executable at `path` with `arguments` and standard input on `/dev/null`, and
/// waits for it: its exit status (128 plus the signal if one ended it), standard output and
/// standard error.
///
/// `posix_spawn` with the output in temporary files, rather than Foundation's `Process`: on
/// Linux `Process.run()` leaves a weak-reference side table behind, which LeakSanitizer
/// reports at the end of `swift test --sanitize=address` (CI), and the files are read through
/// a file handle because `Data(contentsOf:)` leaks on an empty file.
func runProcess(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let outputPath = directory.appendingPathComponent("stdout").path
    let errorsPath = directory.appendingPathComponent("stderr").path
    #if canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    #else
    var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errorsPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: path]) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
        guard errno == EINTR else { throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: path]) }
    }
    // The POSIX wait-status layout: low 7 bits the signal, next 8 the exit code.
    let signal = status & 0x7f
    return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, try contents(outputPath), try contents(errorsPath))
}

/// The bytes of the file at `path`, read through a file handle.
private func contents(_ path: String) throws -> Data {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var data = Data()
    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { data.append(chunk) }
    return data
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
