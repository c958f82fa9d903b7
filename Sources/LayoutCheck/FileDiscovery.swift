import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the files to check: files named directly, and in folders (recursively) every `.xib`, `.storyboard` and
/// `.layout` file; `-` stands for standard input. Paths stay as given (relative stays relative).
public enum FileDiscovery {
    /// The extensions looked for inside folders.
    public static let extensions: Set<String> = ["xib", "storyboard", "layout"]

    /// The files under `paths`, less those an `excluded` glob matches, in path order without repeats. A glob
    /// matches a path as given or its last component; `*` matches any characters, `/` included.
    public static func files(in paths: [String], excluding excluded: [String] = []) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        func add(_ path: String) {
            guard !isExcluded(path, by: excluded), seen.insert(path).inserted else { return }
            result.append(path)
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            if path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let enumerator = FileManager.default.enumerator(atPath: path)
                var found: [String] = []
                while let relative = enumerator?.nextObject() as? String {
                    let full = (path as NSString).appendingPathComponent(relative)
                    if isExcluded(full, by: excluded) {
                        if isDirectoryPath(full) { enumerator?.skipDescendants() }
                        continue
                    }
                    if extensions.contains((relative as NSString).pathExtension.lowercased()) { found.append(full) }
                }
                found.sorted().forEach(add)
            } else {
                add(path)  // a missing file is reported as unreadable by the linter
            }
        }
        return result
    }

    /// Whether a glob of `globs` matches `path` or its last component.
    public static func isExcluded(_ path: String, by globs: [String]) -> Bool {
        let name = (path as NSString).lastPathComponent
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return globs.contains { glob in
            fnmatch(glob, path, 0) == 0 || fnmatch(glob, trimmed, 0) == 0 || fnmatch(glob, name, 0) == 0
        }
    }

    static func isDirectoryPath(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
