"""Digest of Python files for scripts/check-coverage.mjs, read with Python's own parser.

Reads a JSON list of file paths on standard input and prints one JSON object:
{"files": {path: digest}, "errors": [{"path", "line", "message"}]}. A digest keeps
only what the inventory needs, each value encoded by `enc` below:

- imports: local name -> dotted origin ("BaseBillet.models.Product");
- classes: name, bases, decorators, class-level assignments (attrs), attribute
  assignments (`f.short_description = ...`), methods with their decorators, nested
  classes (Meta), and the `parser.add_argument(...)` calls of `add_arguments`;
- functions: module-level functions with their decorators;
- assigns, attr_assigns, calls: module-level assignments and bare calls
  (`site.register(Model, Admin)`);
- literals: outermost list and dict literals inside functions that hold a
  translated string, with the `if` tests around them (menus built in code);
- env: every read of an environment variable (os.environ.get, os.getenv,
  os.environ[...]), with its default, the name it is assigned to and the values
  it is compared with;
- checks: module-level `if` tests that raise or log, and `try` blocks that
  raise, so that the format and length an engine checks at start are known.

Values: constants as JSON; a translated string as {"$t": msgid} (with "ctx" for
pgettext); a name as {"$name"}; a dotted attribute as {"$attr"}; a call as
{"$call", "args", "kwargs"}; a dict as {"$dict": {key: value}}; `a + b` as
{"$add": [a, b]}; anything else as {"$expr": source}.
"""
import ast
import json
import sys

TRANSLATE = {
    "_", "gettext", "gettext_lazy", "ugettext", "ugettext_lazy", "gettext_noop",
    "ugettext_noop", "_lazy", "lazy_gettext",
}
TRANSLATE_CONTEXT = {"pgettext", "pgettext_lazy"}
LOGGING = {"warning", "warn", "error", "critical", "exception", "info"}


def dotted(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    if isinstance(node, ast.Call):
        return dotted(node.func)
    return None


class Reader:
    def __init__(self, tree):
        self.translate = set(TRANSLATE)
        self.translate_context = set(TRANSLATE_CONTEXT)
        self.imports = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    local = alias.asname or alias.name
                    self.imports[local] = f"{node.module}.{alias.name}"
                    if node.module.startswith("django.utils.translation"):
                        if alias.name in TRANSLATE:
                            self.translate.add(local)
                        elif alias.name in TRANSLATE_CONTEXT:
                            self.translate_context.add(local)
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    self.imports[alias.asname or alias.name] = alias.name

    def enc(self, node):
        if node is None:
            return None
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, (str, int, float, bool)) or value is None:
                return value
            return {"$expr": ast.unparse(node)}
        if isinstance(node, ast.JoinedStr):
            return {"$f": ast.unparse(node)}
        if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
            return [self.enc(item) for item in node.elts]
        if isinstance(node, ast.Dict):
            out = {}
            for key, value in zip(node.keys, node.values):
                if key is None:
                    out["**"] = self.enc(value)
                elif isinstance(key, ast.Constant) and isinstance(key.value, str):
                    out[key.value] = self.enc(value)
                else:
                    out[ast.unparse(key)] = self.enc(value)
            return {"$dict": out}
        if isinstance(node, ast.Call):
            name = dotted(node.func)
            first = node.args[0] if node.args else None
            if name in self.translate and isinstance(first, ast.Constant) and isinstance(first.value, str):
                return {"$t": first.value}
            if (
                name in self.translate_context
                and len(node.args) >= 2
                and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2])
            ):
                return {"$t": node.args[1].value, "ctx": node.args[0].value}
            return {
                "$call": name or ast.unparse(node.func),
                "args": [self.enc(arg) for arg in node.args],
                "kwargs": {kw.arg or "**": self.enc(kw.value) for kw in node.keywords},
            }
        if isinstance(node, ast.Name):
            return {"$name": node.id}
        if isinstance(node, ast.Attribute):
            name = dotted(node)
            return {"$attr": name} if name else {"$expr": ast.unparse(node)}
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return {"$add": [self.enc(node.left), self.enc(node.right)]}
        return {"$expr": ast.unparse(node)}

    def holds_translation(self, node):
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call):
                name = dotted(sub.func)
                if name in self.translate or name in self.translate_context:
                    return True
        return False

    def decorators(self, node):
        return [self.enc(d) for d in node.decorator_list]

    def literals(self, function):
        """Outermost list and dict literals holding a translated string, with their `if` tests."""
        found = []

        def visit(node, conditions):
            if isinstance(node, (ast.List, ast.Dict, ast.Tuple)):
                if self.holds_translation(node):
                    found.append({"line": node.lineno, "conditions": conditions, "value": self.enc(node)})
                return
            if isinstance(node, ast.If):
                test = ast.unparse(node.test)
                visit(node.test, conditions)
                for child in node.body:
                    visit(child, conditions + [test])
                for child in node.orelse:
                    visit(child, conditions + [f"not ({test})"])
                return
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)) and node is not function:
                return
            for child in ast.iter_child_nodes(node):
                visit(child, conditions)

        for statement in function.body:
            visit(statement, [])
        return found

    def arguments(self, function):
        calls = []
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument":
                calls.append({
                    "line": node.lineno,
                    "args": [self.enc(arg) for arg in node.args],
                    "kwargs": {kw.arg or "**": self.enc(kw.value) for kw in node.keywords},
                })
        return calls

    def function(self, node):
        digest = {"name": node.name, "line": node.lineno, "decorators": self.decorators(node)}
        constants = {}
        for statement in node.body:
            if (
                isinstance(statement, ast.Assign)
                and len(statement.targets) == 1
                and isinstance(statement.targets[0], ast.Name)
                and isinstance(statement.value, ast.Constant)
            ):
                constants[statement.targets[0].id] = self.enc(statement.value)
        if constants:
            digest["locals"] = constants
        literals = self.literals(node)
        if literals:
            digest["literals"] = literals
        if node.name == "add_arguments":
            digest["arguments"] = self.arguments(node)
        return digest

    def klass(self, node):
        digest = {
            "name": node.name,
            "line": node.lineno,
            "bases": [dotted(base) or ast.unparse(base) for base in node.bases],
            "decorators": self.decorators(node),
            "attrs": {},
            "attr_assigns": [],
            "methods": [],
            "classes": [],
        }
        for statement in node.body:
            if isinstance(statement, ast.Assign):
                for target in statement.targets:
                    if isinstance(target, ast.Name):
                        digest["attrs"][target.id] = self.enc(statement.value)
                    elif isinstance(target, ast.Attribute) and dotted(target):
                        digest["attr_assigns"].append({"target": dotted(target), "value": self.enc(statement.value)})
            elif isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name) and statement.value:
                digest["attrs"][statement.target.id] = self.enc(statement.value)
            elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
                digest["methods"].append(self.function(statement))
            elif isinstance(statement, ast.ClassDef):
                digest["classes"].append(self.klass(statement))
        return digest


def env_reads(reader, tree):
    """Every read of an environment variable, with what the code does with it."""
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    reads = []

    def environ(node):
        return dotted(node) in {"os.environ", "environ"}

    # Module-level tuples of names: _FLAGS = ("DEBUG", "TEST").
    constant_lists = {}
    for statement in tree.body:
        if isinstance(statement, ast.Assign) and isinstance(statement.value, (ast.Tuple, ast.List)):
            values = [e.value for e in statement.value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            if len(values) == len(statement.value.elts):
                for target in statement.targets:
                    if isinstance(target, ast.Name):
                        constant_lists[target.id] = values

    def loop_values(node, name):
        """The names a loop variable takes: `for flag in ("A", "B")` or over a module tuple."""
        parent = parents.get(node)
        while parent is not None:
            if isinstance(parent, ast.For) and isinstance(parent.target, ast.Name) and parent.target.id == name:
                if isinstance(parent.iter, (ast.Tuple, ast.List)):
                    return [e.value for e in parent.iter.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                if isinstance(parent.iter, ast.Name):
                    return constant_lists.get(parent.iter.id, [])
                return []
            parent = parents.get(parent)
        return []

    for node in ast.walk(tree):
        name = default = how = None
        if isinstance(node, ast.Call):
            func = dotted(node.func)
            first = node.args[0] if node.args else None
            is_get = func in {"os.getenv", "getenv"} or (
                isinstance(node.func, ast.Attribute) and node.func.attr == "get" and environ(node.func.value)
            )
            if is_get and isinstance(first, ast.Name):
                for value in loop_values(node, first.id):
                    reads.append({"name": value, "how": "get", "line": node.lineno, "loop": first.id})
                continue
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if is_get:
                how = "get"
                name = first.value
                if len(node.args) > 1:
                    default = reader.enc(node.args[1])
                else:
                    default = next((reader.enc(kw.value) for kw in node.keywords if kw.arg == "default"), None)
            elif isinstance(node.func, ast.Attribute) and node.func.attr == "setdefault" and environ(node.func.value):
                how = "setdefault"
                name = first.value
        elif isinstance(node, ast.Subscript) and environ(node.value) and isinstance(node.ctx, ast.Load):
            key = node.slice
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                how = "required"
                name = key.value
        if not name:
            continue
        read = {"name": name, "how": how, "line": node.lineno}
        if default is not None:
            read["default"] = default
        # What the value becomes: compared with constants, assigned to a name.
        parent = parents.get(node)
        while isinstance(parent, (ast.JoinedStr, ast.FormattedValue)):
            parent = parents.get(parent)
        if isinstance(parent, ast.Compare):
            values = [c.value for c in parent.comparators if isinstance(c, ast.Constant)]
            if isinstance(parent.left, ast.Constant):
                values.append(parent.left.value)
            if values:
                read["compared"] = values
        holder = node
        while holder in parents and not isinstance(holder, (ast.stmt,)):
            holder = parents[holder]
        if isinstance(holder, ast.Assign):
            targets = [dotted(t) for t in holder.targets if dotted(t)]
            if targets:
                read["assigned"] = targets[0]
        in_function = holder
        while in_function in parents and not isinstance(in_function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_function = parents[in_function]
        if isinstance(in_function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            read["function"] = in_function.name
        reads.append(read)
    return sorted(reads, key=lambda read: (read["line"], read["name"]))


def message(reader, statements):
    """What a block does (raise before exit before log) and the first string it carries."""
    effects = []
    for statement in statements:
        for node in ast.walk(statement):
            effect = None
            call = None
            if isinstance(node, ast.Raise):
                effect = "raise"
                call = node.exc if isinstance(node.exc, ast.Call) else None
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOGGING:
                effect = "log"
                call = node
            elif isinstance(node, ast.Call) and dotted(node.func) in {"print", "sys.exit", "exit"}:
                effect = "exit" if dotted(node.func) != "print" else "log"
                call = node
            if effect:
                text = None
                if call is not None and call.args:
                    arg = call.args[0]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        text = arg.value
                    else:
                        text = ast.unparse(arg)
                effects.append((effect, text))
    if not effects:
        return None, None
    rank = {"raise": 0, "exit": 1, "log": 2}
    effect = min((e for e, _ in effects), key=rank.get)
    text = next((t for _, t in effects if t), None)
    return effect, text


def checks(reader, tree):
    """Tests an engine makes at start: module-level ifs that raise or log, and try blocks that raise."""
    found = []

    def visit(statements):
        for node in statements:
            if isinstance(node, ast.If):
                effect, text = message(reader, node.body)
                names = sorted({n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)})
                if effect:
                    found.append({"line": node.lineno, "test": ast.unparse(node.test), "names": names,
                                  "effect": effect, "message": text})
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                handler_effect = None
                handler_text = None
                for handler in node.handlers:
                    effect, text = message(reader, handler.body)
                    if effect == "raise" or (effect and not handler_effect):
                        handler_effect, handler_text = effect, text
                if handler_effect:
                    for statement in node.body:
                        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
                            names = sorted({n.id for n in ast.walk(statement.value) if isinstance(n, ast.Name)})
                            found.append({"line": statement.lineno, "test": ast.unparse(statement.value),
                                          "names": names, "effect": handler_effect, "message": handler_text,
                                          "kind": "try"})

    visit(tree.body)
    return found


def digest(tree):
    reader = Reader(tree)
    out = {
        "imports": reader.imports,
        "classes": [],
        "functions": [],
        "assigns": {},
        "attr_assigns": [],
        "calls": [],
    }
    for statement in tree.body:
        if isinstance(statement, ast.ClassDef):
            out["classes"].append(reader.klass(statement))
        elif isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out["functions"].append(reader.function(statement))
        elif isinstance(statement, ast.Assign):
            for target in statement.targets:
                if isinstance(target, ast.Name):
                    out["assigns"][target.id] = reader.enc(statement.value)
                elif isinstance(target, ast.Attribute) and dotted(target):
                    out["attr_assigns"].append({"target": dotted(target), "value": reader.enc(statement.value)})
        elif isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
            out["calls"].append({"line": statement.lineno, **reader.enc(statement.value)})
    out["env"] = env_reads(reader, tree)
    out["checks"] = checks(reader, tree)
    return out


def main():
    paths = json.load(sys.stdin)
    result = {"files": {}, "errors": []}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                source = handle.read()
            tree = ast.parse(source, filename=path)
        except SyntaxError as error:
            result["errors"].append({"path": path, "line": error.lineno, "message": error.msg})
            continue
        except (UnicodeDecodeError, ValueError) as error:
            result["errors"].append({"path": path, "line": None, "message": str(error)})
            continue
        result["files"][path] = digest(tree)
    json.dump(result, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
