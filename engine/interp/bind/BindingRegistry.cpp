#include "BindingRegistry.h"

#include "BindingTables.h"
#include "ParsedArgs.h"
#include "interp/Value.h"

#include <algorithm>
#include <stdexcept>

namespace tl::bind {

const BindingRegistry &BindingRegistry::instance()
{
    static const BindingRegistry registry;
    return registry;
}

BindingRegistry::BindingRegistry()
{
    // One line per family of functions (BindingTables.h).
    add(torchFactoryBindings());
    add(tensorShapeBindings());
    add(dtypeBindings());
}

void BindingRegistry::add(BindingTable table)
{
    for (const Binding &b : table) {
        auto [it, inserted] = entries_.emplace(std::string(b.name), Entry{&b, std::make_unique<TorchArgParser>(b.signatures)});
        if (!inserted)
            throw std::logic_error("binding declared twice: " + std::string(b.name));
    }
}

bool BindingRegistry::has(std::string_view qualifiedName) const { return entries_.count(std::string(qualifiedName)) > 0; }

Value BindingRegistry::call(Interpreter &in, std::string_view qualifiedName, const CallArgs &args, const Value *self) const
{
    const Entry &e = entries_.at(std::string(qualifiedName));
    TorchArgParser::Match m = e.parser->parse(args);
    ParsedArgs parsed(in, e.parser->signatures()[static_cast<size_t>(m.overload)], m.overload, std::move(m.slots), self);
    return e.binding->impl(parsed);
}

std::vector<std::string> BindingRegistry::namesUnder(std::string_view prefix) const
{
    std::vector<std::string> names;
    for (const auto &[name, entry] : entries_)
        if (name.rfind(prefix, 0) == 0)
            names.push_back(name.substr(prefix.size()));
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace tl::bind
