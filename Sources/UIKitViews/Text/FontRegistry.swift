import TextMeasurement

/// The font files the process measures text with, besides the built-in Inter: those registered
/// with ``UIFont/registerFonts(at:)`` and those the `COMPLAYOUT_FONTS` environment variable
/// names (a colon-separated list of font files and directories, read once, on the first font
/// looked up; a directory's `.ttf`, `.otf`, `.ttc` and `.otc` files are read, not its
/// subdirectories'; files that do not read as fonts are skipped).
final class FontRegistry: @unchecked Sendable {
    /// The process's registry.
    static let shared = FontRegistry()

    /// Guards `faces` and `scannedEnvironment`.
    private let lock = NSLock()
    /// The faces registered, in registration order.
    private var faces: [FontFace] = []
    /// Whether `COMPLAYOUT_FONTS` was read.
    private var scannedEnvironment = false
    /// The environment `COMPLAYOUT_FONTS` is read from.
    private let environment: [String: String]

    /// A registry reading `COMPLAYOUT_FONTS` from `environment` (the process's by default).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The face whose PostScript or full name is `name`, or `nil`.
    func face(named name: String) -> FontFace? {
        allFaces().last { $0.names.postScriptName == name || $0.names.fullName == name }
    }

    /// The face of `family` whose weight class is nearest `weightClass` (the lighter on a tie),
    /// or `nil` when no face of that family is registered.
    func face(family: String, weightClass: Int) -> FontFace? {
        var best: FontFace?
        for face in allFaces() where face.names.family == family {
            let distance = abs((face.weightClass ?? 400) - weightClass)
            if let current = best, abs((current.weightClass ?? 400) - weightClass) <= distance { continue }
            best = face
        }
        return best
    }

    /// Reads every face of the font file at `url`, or of the font files in the directory at
    /// `url`, and registers them after those `COMPLAYOUT_FONTS` names; returns how many faces
    /// were registered.
    @discardableResult
    func register(_ url: URL, skippingUnreadable: Bool) throws(UIFontRegistrationError) -> Int {
        let found = try Self.readFaces(at: url, skippingUnreadable: skippingUnreadable)
        lock.lock()
        defer { lock.unlock() }
        scanEnvironmentOnce()
        faces += found
        return found.count
    }

    /// All faces, after reading `COMPLAYOUT_FONTS` the first time.
    private func allFaces() -> [FontFace] {
        lock.lock()
        defer { lock.unlock() }
        scanEnvironmentOnce()
        return faces
    }

    /// Registers the fonts `COMPLAYOUT_FONTS` names, the first time only; called with the lock
    /// held, so that no lookup sees the list half read.
    private func scanEnvironmentOnce() {
        guard !scannedEnvironment else { return }
        scannedEnvironment = true
        guard let list = environment["COMPLAYOUT_FONTS"] else { return }
        for path in list.split(separator: ":") where !path.isEmpty {
            faces += (try? Self.readFaces(at: URL(fileURLWithPath: String(path)), skippingUnreadable: true)) ?? []
        }
    }

    /// The faces of the file at `url`, or of the font files in the directory at `url`.
    private static func readFaces(at url: URL, skippingUnreadable: Bool) throws(UIFontRegistrationError) -> [FontFace] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .unreadable(url)
        }
        guard isDirectory.boolValue else { return try readFile(url) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var faces: [FontFace] = []
        for name in names.sorted() where ["ttf", "otf", "ttc", "otc"].contains((name as NSString).pathExtension.lowercased()) {
            do {
                faces += try readFile(url.appendingPathComponent(name))
            } catch {
                if !skippingUnreadable { throw error }
            }
        }
        return faces
    }

    /// Every face of the font file at `url`.
    private static func readFile(_ url: URL) throws(UIFontRegistrationError) -> [FontFace] {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .unreadable(url) }
        let bytes = [UInt8](data)
        do {
            let count = try FontFace.faceCount(in: bytes)
            var faces: [FontFace] = []
            for index in 0..<count { faces.append(try FontFace(bytes: bytes, faceIndex: index)) }
            return faces
        } catch {
            throw .malformed(url, reason: "\(error)")
        }
    }
}
