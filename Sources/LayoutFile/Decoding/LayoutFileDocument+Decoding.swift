import Foundation
import Yams

extension LayoutFileDocument {
    /// The largest file read: 10 MiB (10,485,760 bytes). Larger files are refused before
    /// parsing, with one diagnostic, so a stray huge file cannot exhaust memory.
    public static let maximumFileSize = 10 * 1024 * 1024

    /// The most nodes aliases may add to a document: 100,000. Each alias counts as the nodes
    /// of what it names (all of them, aliases inside expanded too) less one, the alias itself.
    /// A document past it is refused, with one diagnostic at the alias that passes it, before
    /// any node is read: YAML aliases of aliases multiply (a 1 KB file can name a billion
    /// nodes), and reading a node costs the same whether it was written or aliased. Text
    /// without aliases is limited by ``maximumFileSize`` alone.
    public static let maximumNodesAddedByAliases = 100_000

    /// Reads and decodes the layout file at `url`; the format comes from the extension
    /// (`.json`, `.yaml`, `.yml`) or, failing that, from the content.
    ///
    /// Diagnostics name the file by `url.relativePath` (the path as the caller wrote it).
    /// - Throws: every problem found: a missing or unreadable file, a file over
    ///   ``maximumFileSize``, text that is not UTF-8, a syntax error, or each schema error.
    public static func load(contentsOf url: URL) throws(LayoutFileError) -> LayoutFileDocument {
        let name = url.relativePath
        func failure(_ message: String) -> LayoutFileError {
            LayoutFileError(diagnostics: [
                LayoutFileDiagnostic(file: name, line: nil, column: nil, path: "", message: message)
            ])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("is a directory, not a layout file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        // A regular file's size is checked before anything is read, so a huge file costs
        // nothing. A pipe or device (`/dev/stdin` fed by a pipe, a FIFO) has no size to check.
        if attributes?[.type] as? FileAttributeType == .typeRegular, let size = attributes?[.size] as? NSNumber,
            size.intValue > maximumFileSize
        {
            throw failure(tooLargeMessage(size.intValue))
        }
        // Read through a file handle, in pieces, stopping one byte past the limit: on Linux
        // `Data(contentsOf:)` fails on pipes with a misleading "permission" error, and leaks
        // its buffer for an empty file (which LeakSanitizer reports in CI).
        let data = try read(url, failure: failure)
        guard data.count <= maximumFileSize else {
            throw failure(
                "the file is more than \(maximumFileSize) bytes; layout files are limited to \(maximumFileSize) bytes (10 MiB)")
        }
        return try decode(data, fileName: name)
    }

    /// Everything the file, pipe or device at `url` gives until its end, or the first
    /// ``maximumFileSize`` + 1 bytes of it.
    private static func read(
        _ url: URL, failure: (String) -> LayoutFileError
    ) throws(LayoutFileError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var data = Data()
            while data.count <= maximumFileSize,
                let chunk = try handle.read(upToCount: min(1 << 20, maximumFileSize + 1 - data.count)), !chunk.isEmpty
            {
                data.append(chunk)
            }
            return data
        } catch {
            throw failure("cannot read the file: \(error.localizedDescription)")
        }
    }

    /// Decodes a layout file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents: UTF-8 text (a leading byte-order mark is skipped).
    ///   - fileName: The name diagnostics give the file.
    ///   - format: The syntax; `nil` decides from `fileName`'s extension, then from the
    ///     content (JSON if it starts with `{` or `[`).
    /// - Throws: every problem found, in file order. Warnings alone do not throw; they are
    ///   in the result's ``source``.
    public static func decode(_ data: Data, fileName: String, format: LayoutFileFormat? = nil) throws(LayoutFileError)
        -> LayoutFileDocument
    {
        func failure(_ message: String, _ location: SourceLocation? = nil) -> LayoutFileError {
            LayoutFileError(diagnostics: [
                LayoutFileDiagnostic(
                    file: fileName, line: location?.line, column: location?.column, path: "", message: message)
            ])
        }
        guard data.count <= maximumFileSize else { throw failure(tooLargeMessage(data.count)) }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8Offset(bytes)
            let valid = String(decoding: bytes.prefix(offset), as: UTF8.self)
            throw failure(
                "the file is not UTF-8 text (invalid byte at offset \(offset)); save it as UTF-8",
                LineTable(valid).endLocation)
        }
        return try decode(text: text, fileName: fileName, format: format)
    }

    /// Decodes a layout file's text; see ``decode(_:fileName:format:)``.
    public static func decode(text: String, fileName: String, format: LayoutFileFormat? = nil) throws(LayoutFileError)
        -> LayoutFileDocument
    {
        var work = DecodingWork()
        return try decode(text: text, fileName: fileName, format: format, work: &work)
    }

    /// ``decode(text:fileName:format:)``, adding the work done to `work`.
    static func decode(text: String, fileName: String, format: LayoutFileFormat?, work: inout DecodingWork)
        throws(LayoutFileError) -> LayoutFileDocument
    {
        let format = format ?? LayoutFileFormat(fileName: fileName) ?? LayoutFileFormat(sniffing: text)
        var syntax: [LayoutFileDiagnostic] = []
        let parsed = YAMLText(text: text, fileName: fileName, diagnostics: &syntax)
        work.parses += parsed.parses
        work.parsedBytes += parsed.parsedBytes
        guard syntax.isEmpty else { throw LayoutFileError(diagnostics: syntax) }
        guard let root = parsed.root else {
            throw LayoutFileError(diagnostics: [
                LayoutFileDiagnostic(
                    file: fileName, line: nil, column: nil, path: "",
                    message: "the file is empty; a layout file needs at least `version: 1` and `sections`")
            ])
        }
        // Before anything walks the tree the way the decoder does, which is once per alias.
        // Both walks tell aliases by their anchors, which live as long as `parsed`.
        let expansion = withExtendedLifetime(parsed) { AliasExpansion(root: root, limit: maximumNodesAddedByAliases) }
        work.nodesCounted += expansion.visitedNodes
        if let alias = expansion.aliasPastLimit {
            let location = SourceText(text).aliasLocation(name: alias.anchor, ordinal: alias.ordinal) ?? SourceLocation(alias.containerMark)
            throw LayoutFileError(diagnostics: [
                LayoutFileDiagnostic(
                    file: fileName, line: location?.line, column: location?.column, path: "",
                    message: "the alias `*\(alias.anchor)` takes the nodes aliases add to the document past "
                        + "\(maximumNodesAddedByAliases); layout files allow at most \(maximumNodesAddedByAliases) "
                        + "(write the repeated part out, or alias less)")
            ])
        }
        let context = DecodingContext(fileName: fileName, format: format, duplicateKeyMarkers: parsed.duplicateKeyMarkers)
        if format == .json {
            work.nodesCounted += withExtendedLifetime(parsed) {
                JSONStrictness.check(root, text: SourceText(text), context: context)
            }
        }
        let document = decodeDocument(NodeReader(node: root, path: "", context: context))
        work.nodesDecoded += context.nodesRead
        guard let document, !context.hasErrors else { throw LayoutFileError(diagnostics: context.errors) }
        var result = document
        result.source = LayoutFileSource(
            fileName: fileName, locations: context.locations, warnings: LayoutFileError.sorted(context.warnings))
        return result
    }

    static func tooLargeMessage(_ size: Int) -> String {
        "the file is \(size) bytes; layout files are limited to \(maximumFileSize) bytes (10 MiB)"
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: Data.SubSequence) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }

    private static func decodeDocument(_ reader: NodeReader) -> LayoutFileDocument? {
        guard case .mapping = reader.node else {
            reader.error("expected a mapping with `version` and `sections` at the top level, found \(reader.kindDescription)")
            return nil
        }
        guard let mapping = reader.mapping(CodingKeys.self) else { return nil }
        let version = mapping.required(CodingKeys.version)?.integer()
        if let version, version != currentVersion, let node = mapping[CodingKeys.version] {
            // A different version may mean different keys: checking them would only add noise.
            node.error("unsupported version \(version); this build reads version \(currentVersion)")
            return nil
        }
        let host = mapping.optional(CodingKeys.host, HostSpec.decode)
        let configuration = mapping.optional(CodingKeys.configuration, ConfigurationSpec.decode)
        let sections = mapping.required(CodingKeys.sections)?.list(SectionEntry.decode)
        let measured = mapping.optional(CodingKeys.measuredSizes, MeasuredSizesSpec.decode)
        let update = mapping.optional(CodingKeys.update) { $0.list(UpdateOperationSpec.decode) }
        let sectionCount = mapping[CodingKeys.sections]?.node.sequence?.count
        if let sectionCount {
            checkSectionIndexes(
                host: host ?? nil, measured: measured ?? nil, sectionCount: sectionCount, sections: sections,
                context: reader.context)
        }
        guard let version, let sections, host != .some(nil), configuration != .some(nil), measured != .some(nil),
            update != .some(nil)
        else {
            return nil
        }
        return LayoutFileDocument(
            version: version, host: host ?? nil, configuration: configuration ?? nil, sections: sections,
            measuredSizes: measured ?? nil, update: update ?? nil)
    }

    /// Section indexes elsewhere in the file must name a section; an override of an item
    /// beyond its section's count is never used (a warning).
    private static func checkSectionIndexes(
        host: HostSpec?, measured: MeasuredSizesSpec?, sectionCount: Int, sections: [SectionEntry]?,
        context: DecodingContext
    ) {
        func check(_ listPath: String, _ entries: [(section: Int, item: Int?)]) {
            for (index, entry) in entries.enumerated() {
                let path = "\(listPath)[\(index)].section"
                if entry.section >= sectionCount {
                    context.report(
                        "section \(entry.section) does not exist; the file has \(sectionCount) section"
                            + (sectionCount == 1 ? "" : "s"), at: context.locations[path], path: path)
                } else if let item = entry.item, let sections, sections.indices.contains(entry.section),
                    item >= sections[entry.section].numberOfItems
                {
                    let itemPath = "\(listPath)[\(index)].item"
                    let count = sections[entry.section].numberOfItems
                    context.report(
                        "section \(entry.section) has \(count) item\(count == 1 ? "" : "s"); this override is never used",
                        at: context.locations[itemPath], path: itemPath, severity: .warning)
                }
            }
        }
        if let offsets = host?.orthogonalScrollOffsets {
            check("host.orthogonalScrollOffsets", offsets.map { ($0.section, nil) })
        }
        if let overrides = measured?.overrides {
            check("measuredSizes.overrides", overrides.map { ($0.section, $0.item) })
        }
    }
}
