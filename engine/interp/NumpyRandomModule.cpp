// numpy/random/__init__.py and mtrand.pyx's RandomState of NumPy 1.24: which names exist, which
// the engine draws (declared in bind/NumpyRandomBindings.cpp), and the refusal of the others.
#include "NumpyRandomModule.h"

#include "Suggestions.h"
#include "bind/BindingRegistry.h"
#include "core/Errors.h"

#include <set>

namespace tl {

namespace {

// dir(numpy.random) and dir(RandomState) of NumPy 1.24, less the private names.
const std::set<std::string> kModuleNames = {
    "BitGenerator", "Generator", "MT19937", "PCG64", "PCG64DXSM", "Philox", "RandomState", "SFC64", "SeedSequence",
    "beta", "binomial", "bit_generator", "bytes", "chisquare", "choice", "default_rng", "dirichlet", "exponential", "f",
    "gamma", "geometric", "get_bit_generator", "get_state", "gumbel", "hypergeometric", "laplace", "logistic",
    "lognormal", "logseries", "mtrand", "multinomial", "multivariate_normal", "negative_binomial",
    "noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "poisson", "power", "rand", "randint",
    "randn", "random", "random_integers", "random_sample", "ranf", "rayleigh", "sample", "seed", "set_bit_generator",
    "set_state", "shuffle", "standard_cauchy", "standard_exponential", "standard_gamma", "standard_normal",
    "standard_t", "test", "triangular", "uniform", "vonmises", "wald", "weibull", "zipf"};
const std::set<std::string> kStateNames = {
    "beta", "binomial", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma", "geometric",
    "get_state", "gumbel", "hypergeometric", "laplace", "logistic", "lognormal", "logseries", "multinomial",
    "multivariate_normal", "negative_binomial", "noncentral_chisquare", "noncentral_f", "normal", "pareto",
    "permutation", "poisson", "power", "rand", "randint", "randn", "random", "random_integers", "random_sample",
    "rayleigh", "seed", "set_state", "shuffle", "standard_cauchy", "standard_exponential", "standard_gamma",
    "standard_normal", "standard_t", "tomaxint", "triangular", "uniform", "vonmises", "wald", "weibull", "zipf"};

} // namespace

Value NumpyRandomModule::moduleAttribute(Interpreter &, const std::string &name)
{
    if (bind::BindingRegistry::instance().has("numpy.random." + name))
        return Value::function("numpy.random." + name);
    if (kModuleNames.count(name))
        throw UnsupportedError("numpy.random." + name + (name == "default_rng" ? " (only the legacy RandomState)" : ""));
    throw PyError("AttributeError", "module 'numpy.random' has no attribute '" + name + "'");
}

Value NumpyRandomModule::attribute(Interpreter &, const Value &state, const std::string &name)
{
    if (bind::BindingRegistry::instance().has("RandomState." + name))
        return Value::method(state, name);
    if (kStateNames.count(name))
        throw UnsupportedError("RandomState." + name);
    throw Errors::noAttribute("numpy.random.mtrand.RandomState", name).withSuggestion(Suggestions::forAttributeOf(state, name));
}

Value NumpyRandomModule::callMethod(Interpreter &in, const Value &state, const std::string &name, CallArgs &args)
{
    return bind::BindingRegistry::instance().call(in, "RandomState." + name, args, &state);
}

} // namespace tl
