import Foundation

/// The photos of a folder (`--dir`): its JPEG and PNG files by name, in the order a file browser
/// sorts them ("IMG_2.jpg" before "IMG_10.jpg"); other files are counted, not shown. Files are chosen
/// by name here; what a file really holds is found when its header is read (a ".jpg" that is not a
/// JPEG shows as a bad page). Only regular files are photos: a FIFO or a device named like one is
/// skipped (opening a FIFO would wait for a writer for ever, before the first frame).
struct PhotoFolder {
    /// Name endings taken as photos (case-insensitive).
    static let extensions: Set<String> = ["jpg", "jpeg", "jpe", "png"]

    let path: String
    /// Full paths, in browsing order.
    let files: [String]
    /// Entries skipped: plain files whose names do not end in a photo extension, and FIFOs, devices
    /// and sockets whatever their names.
    let skipped: Int

    /// Lists `path`; nil when it cannot be listed.
    init?(path: String) {
        let expanded = (path as NSString).expandingTildeInPath
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: expanded, isDirectory: &isDirectory), isDirectory.boolValue,
              let names = try? fm.contentsOfDirectory(atPath: expanded) else { return nil }
        self.path = expanded
        var photos: [String] = [], skipped = 0
        for name in names where !name.hasPrefix(".") {
            let full = (expanded as NSString).appendingPathComponent(name)
            // Folders are passed over; a link to nowhere named like a photo is kept (its page says why).
            var info = stat()
            if stat(full, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { continue }
                if info.st_mode & S_IFMT != S_IFREG { skipped += 1; continue }  // a FIFO, a device, a socket
            }
            if Self.extensions.contains((name as NSString).pathExtension.lowercased()) { photos.append(name) } else { skipped += 1 }
        }
        files = photos.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { (expanded as NSString).appendingPathComponent($0) }
        self.skipped = skipped
    }

    /// One line when `path` is missing, not a folder or holds no photo; nil when it can be shown.
    static func problem(_ path: String) -> String? {
        guard let folder = PhotoFolder(path: path) else {
            let expanded = (path as NSString).expandingTildeInPath
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory)
            if exists && !isDirectory.boolValue { return "--dir \(path) is a file, not a folder (give the folder that holds the photos)" }
            return exists ? "--dir \(path) cannot be read (check its permissions)"
                : "--dir \(path) does not exist (give a folder of JPEG or PNG photos)"
        }
        guard !folder.files.isEmpty else {
            return "--dir \(path) holds no JPEG or PNG photos (\(folder.skipped) other file\(folder.skipped == 1 ? "" : "s")); give a folder of .jpg, .jpeg or .png files"
        }
        return nil
    }

    /// The user's Pictures folder as xdg-user-dirs names it: `XDG_PICTURES_DIR` in
    /// `$XDG_CONFIG_HOME/user-dirs.dirs` (`~/.config/user-dirs.dirs` when `XDG_CONFIG_HOME` is unset,
    /// empty or relative), whose value is `"$HOME/…"` or an absolute path in double quotes
    /// (https://www.freedesktop.org/wiki/Software/xdg-user-dirs/). Nil when the file or the line is
    /// missing, the value is malformed, or it names the home folder itself (xdg-user-dirs' way of
    /// saying the folder is not used), as GLib's `g_get_user_special_dir` answers no folder then.
    static func picturesDirectory(environment: [String: String]) -> String? {
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        let configured = environment["XDG_CONFIG_HOME"] ?? ""
        let config = configured.hasPrefix("/") ? configured : home + "/.config"
        guard let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) else { return nil }
        var found: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("XDG_PICTURES_DIR=") else { continue }
            var value = String(line.dropFirst("XDG_PICTURES_DIR=".count))
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
            value = String(value.dropFirst().dropLast())
            if value == "$HOME" || value == "$HOME/" { return nil }
            if value.hasPrefix("$HOME/") { value = home + value.dropFirst("$HOME".count) } else if !value.hasPrefix("/") { return nil }
            found = value   // the last assignment wins, as when the shell sources the file
        }
        guard let found, (found as NSString).standardizingPath != (home as NSString).standardizingPath else { return nil }
        return found
    }

    /// The Pictures folder (`picturesDirectory`) when it holds at least one JPEG or PNG photo.
    static func pictures(environment: [String: String]) -> PhotoFolder? {
        guard let path = picturesDirectory(environment: environment), let folder = PhotoFolder(path: path),
              !folder.files.isEmpty else { return nil }
        return folder
    }

    /// Says on standard error how many files were skipped (nothing when none were).
    func reportSkipped() {
        guard skipped > 0 else { return }
        Self.warn("skipped \(skipped) file\(skipped == 1 ? "" : "s") in \(path) that \(skipped == 1 ? "is" : "are") not JPEG or PNG (or not a regular file)")
    }

    /// Writes one line to standard error (`cubescroll: photos: …`).
    static func warn(_ line: String) {
        FileHandle.standardError.write(Data("cubescroll: photos: \(line)\n".utf8))
    }
}
