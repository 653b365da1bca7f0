#include "BindingRegistry.h"

#include "core/InternalAssert.h"
#include "core/VersionProfile.h"
#include "BindingTables.h"
#include "ParsedArgs.h"
#include "core/PyError.h"
#include "interp/Interpreter.h"
#include "interp/Value.h"
#include "interp/pylib/PyLibState.h"

#include <algorithm>

namespace tl::bind {

namespace {

// CPython's METH_NOARGS errors, with the class Tensor's methods are defined on.
void checkNoArguments(std::string_view qualifiedName, const CallArgs &args)
{
    std::string owner(qualifiedName.substr(0, qualifiedName.rfind('.')));
    if (owner == "Tensor")
        owner = "_TensorBase";
    const std::string name = owner + qualifiedName.substr(qualifiedName.rfind('.')).data();
    if (!args.keywords.empty())
        throw PyError("TypeError", name + "() takes no keyword arguments");
    if (!args.positional.empty())
        throw PyError("TypeError", name + "() takes no arguments (" + std::to_string(args.positional.size()) + " given)");
}

} // namespace

const BindingRegistry &BindingRegistry::instance()
{
    static const BindingRegistry registry;
    return registry;
}

BindingRegistry::BindingRegistry()
{
    // One line per family of functions (BindingTables.h).
    add(torchFactoryBindings());
    add(legacyConstructorBindings());
    add(tensorShapeBindings());
    add(tensorConversionBindings());
    add(tensorIdentityBindings());
    add(numpyCreationBindings());
    add(torchRandomBindings());
    add(numpyRandomBindings());
    add(numpyGeneratorBindings());
    add(torchViewBindings());
    add(numpyViewBindings());
    add(dtypeBindings());
    add(torchPointwiseBindings());
    add(torchReductionBindings());
    add(torchLinalgBindings());
    add(torchIndexingBindings());
    add(nnFunctionalBindings());
    add(numpyLinalgBindings());
    add(numpyUfuncBindings());
    add(numpyFunctionBindings());
    add(numpyReductionBindings());
    add(numpyTypeBindings());
    add(tensorGradBindings());
}

void BindingRegistry::add(BindingTable table)
{
    for (const Binding &b : table) {
        const auto [it, added] = entries_.try_emplace(std::string(b.name));
        TL_INTERNAL_ASSERT(added, "binding declared twice: " + std::string(b.name));
        it->second.binding = &b;
    }
}

void BindingRegistry::Entry::parse() const
{
    std::call_once(parsed_, [this] {
        const Binding &b = *binding;
        if (b.style != ArgStyle::Torch) {
            pythonParser_ = std::make_unique<PythonArgParser>(b.signatures.at(0), b.style);
            TL_INTERNAL_ASSERT(b.signatures.size() == 1 || (b.signatures.size() == 2 && b.signatures[1].ends_with("|current")),
                               "a second signature is profile current's: " + std::string(b.name));
            if (b.signatures.size() > 1)
                currentPythonParser_ = std::make_unique<PythonArgParser>(b.signatures.at(1), b.style);
        } else if (b.signatures.empty()) {
            // A method without signatures takes no arguments at all (CPython's METH_NOARGS).
            const std::string noArgs = std::string(b.name.substr(b.name.rfind('.') + 1)) + "()";
            torchParser_ = std::make_unique<TorchArgParser>(std::vector<std::string_view>{noArgs});
        } else {
            torchParser_ = std::make_unique<TorchArgParser>(b.signatures);
        }
    });
}

const TorchArgParser *BindingRegistry::Entry::torch() const
{
    parse();
    return torchParser_.get();
}

void BindingRegistry::parseEverySignature() const
{
    for (const auto &[name, entry] : entries_)
        entry.torch();
}

bool BindingRegistry::has(std::string_view qualifiedName) const
{
    const auto it = entries_.find(std::string(qualifiedName));
    return it != entries_.end() && (!it->second.binding->currentOnly || Profile::isCurrent());
}

std::string BindingRegistry::pythonName(std::string_view qualifiedName) const
{
    const auto it = entries_.find(std::string(qualifiedName));
    const PythonArgParser *parser = it == entries_.end() ? nullptr : it->second.python();
    return parser ? parser->signature().name() : std::string();
}

const PythonArgParser *BindingRegistry::Entry::python() const
{
    parse();
    return currentPythonParser_ && Profile::isCurrent() ? currentPythonParser_.get() : pythonParser_.get();
}

int64_t BindingRegistry::ufuncInputs(std::string_view qualifiedName) const
{
    const auto it = entries_.find(std::string(qualifiedName));
    if (it == entries_.end() || it->second.binding->style != ArgStyle::Ufunc)
        return 0;
    // The ufunc signatures name their inputs x (unary) or x1, x2 (binary).
    return it->second.binding->signatures.front().find("x2") != std::string_view::npos ? 2 : 1;
}

Value BindingRegistry::call(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const
{
    // Warnings the library's native code turns into errors are raised once the call is done.
    WarningFilters::NativeCall native(in.pylibState().warnings);
    Value result = dispatch(in, qualifiedName, args, self);
    native.finish();
    return result;
}

Value BindingRegistry::dispatch(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const
{
    const Entry &e = entries_.at(std::string(qualifiedName));
    if (const PythonArgParser *parser = e.python()) {
        // A method written in Python (Tensor.split) counts its receiver as the first argument
        // (a class's __new__ its class).
        const Signature &sig = parser->signature();
        if (self && !sig.params().empty() && (sig.params()[0].name == "self" || sig.params()[0].name == "cls")) {
            CallArgs withSelf = args;
            withSelf.positional.insert(withSelf.positional.begin(), *self);
            ParsedArgs parsed(in, sig, 0, parser->parse(withSelf), self);
            return e.binding->impl(parsed);
        }
        ParsedArgs parsed(in, sig, 0, parser->parse(args), self, &args);
        return e.binding->impl(parsed);
    }
    if (e.binding->signatures.empty())
        checkNoArguments(qualifiedName, args);
    const TorchArgParser &parser = *e.torch();
    TorchArgParser::Match m = parser.parse(args);
    ParsedArgs parsed(in, parser.signatures()[static_cast<size_t>(m.overload)], m.overload, std::move(m.slots), self, &args);
    return e.binding->impl(parsed);
}

std::vector<std::string> BindingRegistry::namesUnder(std::string_view prefix) const
{
    std::vector<std::string> names;
    for (const auto &[name, entry] : entries_)
        if (name.rfind(prefix, 0) == 0 && (!entry.binding->currentOnly || Profile::isCurrent()))
            names.push_back(name.substr(prefix.size()));
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace tl::bind
