import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TestHost {
    /// A host as the rendering tests draw it: 200 × 300 at 2× unless given, with the layout
    /// direction set as a trait and the safe area applied before the first pass.
    static func forRendering(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 200, height: CGFloat = 300,
        scale: CGFloat = 2, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) -> TestHost {
        TestHost(
            layout, itemCounts: itemCounts, width: width, height: height, scale: scale,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, safeArea: safeArea)
    }

    /// An example laid out as the CLI lays it out (390 × 844 at 3× unless given), then
    /// measured by its rule in a second pass if it self-sizes.
    static func forRendering(example: LayoutExample, width: CGFloat = 390, height: CGFloat = 844) -> TestHost {
        let host = forRendering(example.makeLayout(), itemCounts: example.itemCounts, width: width, height: height, scale: 3)
        if let preferredSize = example.preferredSize {
            host.collectionView.preferredSizeProvider = preferredSize
            host.collectionView.layoutIfNeeded()
        }
        return host
    }

    /// What the renderers draw of the view, as it is now.
    var scene: LayoutScene { LayoutScene(collectionView: collectionView) }
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
