import ArgumentParser

/// Mistakes ArgumentParser lets through, caught before it parses: `cubescroll help NAME` for a
/// command that does not exist (it would print the overview and exit 0), and an option given
/// twice (it would keep the last value and drop the first without a word).
enum CommandLineChecks {
    struct Problem {
        var message: String
        /// The help to point to; nil: the command line's own (`CubeScroll.helpHint`).
        var help: String?
    }

    /// The first such mistake in `arguments`, or nil.
    static func problem(in arguments: [String], subcommands: [ParsableCommand.Type]) -> Problem? {
        if arguments.first == "help" { return unknownHelpTopic(Array(arguments.dropFirst()), subcommands: subcommands) }
        return repeatedOption(arguments)
    }

    /// `help A B`: each word must name a subcommand of the one before it.
    static func unknownHelpTopic(_ words: [String], subcommands: [ParsableCommand.Type]) -> Problem? {
        var level = subcommands
        var path = "cubescroll"
        for word in words where !word.hasPrefix("-") {
            let names = level.map { $0.configuration.commandName ?? "" }
            guard let index = names.firstIndex(of: word) else {
                let known = names.isEmpty ? "it has no subcommands" : "use one of " + names.joined(separator: ", ")
                return Problem(message: "'\(word)' is not a subcommand of \(path): \(known)", help: "\(path) --help")
            }
            path += " " + word
            level = level[index].configuration.subcommands
        }
        return nil
    }

    /// An option (`--trace`, `--trace=x`, a scene's `--rows`, or a flag and its `--no-` form)
    /// named twice before `--`.
    static func repeatedOption(_ arguments: [String]) -> Problem? {
        var seen: [String: String] = [:]   // option name without "no-" → how it was first given
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let name = String(argument.prefix { $0 != "=" })
            var given = argument
            if !argument.contains("="), i < arguments.count, !arguments[i].hasPrefix("-") || ArgumentRewriting.isNegativeNumber(arguments[i]) {
                given += " " + arguments[i]
            }
            let key = name.hasPrefix("--no-") ? "--" + name.dropFirst(5) : name
            if let first = seen[key] {
                return Problem(message: "\(key) is given twice ('\(first)' and '\(given)'): give it once", help: nil)
            }
            seen[key] = given
        }
        return nil
    }
}
