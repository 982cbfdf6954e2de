/// Command-line fixes applied before ArgumentParser sees the arguments.
enum ArgumentRewriting {
    /// `--name -3` becomes `--name=-3`: ArgumentParser reads a value that starts with '-' as another
    /// option and would say "Missing value for '--name'", hiding what is really wrong (a negative
    /// number). Joined, the value reaches the option's own check, which says what is allowed.
    static func joiningNegativeValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--" { result += arguments[i...]; break }
            if argument.hasPrefix("--"), !argument.contains("="), i + 1 < arguments.count,
               isNegativeNumber(arguments[i + 1]) {
                result.append(argument + "=" + arguments[i + 1])
                i += 2
                continue
            }
            result.append(argument)
            i += 1
        }
        return result
    }

    /// "-3", "-0.5", "-.5", "-1e3", "-3x4" (a size): a minus sign then a digit or a point and a digit.
    static func isNegativeNumber(_ text: String) -> Bool {
        let rest = text.dropFirst()
        guard text.first == "-", let first = rest.first else { return false }
        return first.isNumber || (first == "." && rest.dropFirst().first?.isNumber == true)
    }

    /// The subcommand named in `arguments` ("capture", "scenes", "window"), or nil for the default.
    static func subcommand(in arguments: [String], among names: [String]) -> String? {
        arguments.first { !$0.hasPrefix("-") }.flatMap { names.contains($0) ? $0 : nil }
    }
}
