// Attribute lookup of numpy.random.Generator: the methods the engine draws bit for bit
// (declared as "Generator.<name>" rows); Generator's other methods are refused.
#include "NumpyGeneratorObject.h"

#include "Value.h"
#include "bind/BindingRegistry.h"
#include "core/Errors.h"

#include <set>

namespace tl {

bool NumpyGeneratorObject::attribute(Interpreter &, const std::string &name, Value &out)
{
    // dir(numpy.random.Generator) of NumPy 1.24, less the private names.
    static const std::set<std::string> kMethods = {
        "beta", "binomial", "bit_generator", "bytes", "chisquare", "choice", "dirichlet", "exponential", "f", "gamma",
        "geometric", "gumbel", "hypergeometric", "integers", "laplace", "logistic", "lognormal", "logseries",
        "multinomial", "multivariate_hypergeometric", "multivariate_normal", "negative_binomial",
        "noncentral_chisquare", "noncentral_f", "normal", "pareto", "permutation", "permuted", "poisson", "power",
        "random", "rayleigh", "shuffle", "spawn", "standard_cauchy", "standard_exponential", "standard_gamma",
        "standard_normal", "standard_t", "triangular", "uniform", "vonmises", "wald", "weibull", "zipf"};
    if (bind::BindingRegistry::instance().has("Generator." + name)) {
        out = Value::method(Value::object(Value::Kind::Object, Ref<Object>(this)), name);
        return true;
    }
    if (kMethods.count(name))
        throw UnsupportedError("numpy.random.Generator." + name);
    return false;
}

} // namespace tl
