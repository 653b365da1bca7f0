#pragma once
// A numpy.random.Generator over PCG64 (numpy/random/_generator.pyx of NumPy 1.24), as
// np.random.default_rng(seed) makes it; its methods are declared in bind/NumpyGeneratorBindings.
#include "interp/objects/Object.h"
#include "random/NumpyPcg64.h"

namespace tl {

class NumpyGeneratorObject : public Object {
public:
    explicit NumpyGeneratorObject(const std::vector<uint32_t> &entropy) : bitGenerator(entropy) {}
    std::string typeName() const override { return "numpy.random._generator.Generator"; }
    std::string repr() const override { return "Generator(PCG64)"; }
    bool attribute(Interpreter &in, const std::string &name, Value &out) override;

    NumpyPcg64 bitGenerator;
};

} // namespace tl
