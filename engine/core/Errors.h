#pragma once
// Every user-facing error text lives here, so the interpreter, the tests and the GUI's
// error dialog quote exactly the same words PyTorch, NumPy and CPython use.
#include "Device.h"
#include "DType.h"
#include "PyError.h"
#include "Scalar.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tl {

class Errors {
public:
    // --- numpy() bridge (torch/csrc/utils/tensor_numpy.cpp)
    static PyError numpyRequiresGrad();
    static PyError numpyUnsupportedScalarType(DType d); // bfloat16 has no NumPy type
    static PyError numpyNegativeStrides(); // torch.from_numpy(a[::-1])
    static PyError numpyOnCuda(const Device &d);
    // --- autograd
    static PyError leafInPlace();
    static PyError resizeRequiresGrad();    // Tensor.resize_ of a tensor that requires grad
    static PyError storageNotResizable();   // Tensor.resize_ growing a storage NumPy holds
    static PyError viewOfLeafInPlace();
    // In-place on output `nr` of a multi-view op (`node`: "UnbindBackward0").
    static PyError factoryRequiresGradDtype();   // torch.ones(..., requires_grad=True) with an int dtype
    static PyError setRequiresGradDtype();       // t.requires_grad = True
    static PyError requiresGradUnderscoreDtype(); // t.requires_grad_()
    static PyError nonLeafRequiresGradFalse();
    static PyError nonLeafRequiresGradTrue();
    static PyError gradNonScalar();
    static PyError noGradFn();
    static PyError backwardTwice();
    static PyError versionMismatch(const std::string &tensorType, const std::vector<int64_t> &sizes,
                                   const std::string &outputOf, int64_t current, int64_t expected);
    static PyError detachViewInPlace();
    // t.grad = value (THPVariable_set_grad): the checks in PyTorch's order.
    static PyError gradAssignNotTensor(const std::string &typeName);
    static PyError gradAssignSelf();
    static PyError gradAssignType(DType grad, DType tensor);
    static PyError gradAssignDevice();
    static PyError gradAssignSize(const std::vector<int64_t> &grad, const std::vector<int64_t> &tensor);
    // torch.autograd.grad's inputs
    static PyError gradInputNoGrad();
    static PyError gradInputUnused(size_t index = 0);
    // --- shapes and devices
    static PyError sizeMismatch(int64_t a, int64_t b, int64_t dim);
    static PyError expandMismatch(int64_t target, int64_t existing, int64_t dim, const std::vector<int64_t> &targetSizes,
                                  const std::vector<int64_t> &tensorSizes);
    static PyError numpyBroadcast(const std::vector<std::vector<int64_t>> &shapes);
    static PyError viewStride();
    // Tensor.view(dtype) with another element size: "<condition> to view Float as Double
    // (different element sizes)[, but got <got>]".
    static PyError viewDtypeElementSize(const std::string &condition, DType from, DType to, std::optional<int64_t> got);
    static PyError shapeInvalid(const std::vector<int64_t> &shape, int64_t numel);
    static PyError numpyReshape(int64_t numel, const std::vector<int64_t> &shape);
    static PyError negativeDimension(int64_t dim, const std::vector<int64_t> &shape);
    static PyError storageOverflow(const std::vector<int64_t> &shape);
    static PyError mixedDevices(const Device &first, const Device &second);
    static PyError torchIndex(int64_t index, int64_t dim, int64_t size);
    static PyError numpyIndex(int64_t index, int64_t axis, int64_t size);
    static PyError tooManyIndices(int64_t given, int64_t dims, bool numpy);
    static PyError unknownDeviceString(const std::string &s);
    static PyError invalidDeviceOrdinal();
    // A failed CUDA runtime call, worded as PyTorch's C10_CUDA_CHECK (`description` is
    // cudaGetErrorString's text, e.g. "an illegal memory access was encountered").
    static PyError cudaError(const std::string &description);
    static PyError cudaNotCompiled();
    static PyError cpuOutOfMemory(uint64_t bytes);
    // `reserved`: bytes the caching allocator holds (allocated ones included); by default
    // as much as is allocated, as on a device without a cache.
    static PyError cudaOutOfMemory(uint64_t bytes, uint64_t totalCapacity, uint64_t allocated, uint64_t freeBytes,
                                   int device = 0, uint64_t reserved = kReservedAsAllocated);
    static constexpr uint64_t kReservedAsAllocated = ~uint64_t{0};
    static PyError numpyOutOfMemory(uint64_t bytes, const std::vector<int64_t> &shape, DType dtype);
    static PyError numpyTooBig();
    static PyError arangeTooLong(bool numpy); // more elements than int64 counts
    static PyError memoryError(); // CPython's bare MemoryError (a str or list too big)
    // --- interruption (Ctrl-C, the Stop button, --timeout)
    static PyError keyboardInterrupt();
    // A Python number stored into an array of `dtype`, converted as NumPy does (a float into
    // an integer array goes through Python int and C long: errors for nan/inf/too large,
    // then C's wrap-around for int32).
    static Scalar numpyStoreValue(const Scalar &value, DType dtype);
    // c10's checked_convert; `typeName` is how the calling path names the type
    // ("int", "int64_t", "float" for fills; "int32", "int64" for torch.tensor data).
    static PyError conversionOverflow(const std::string &typeName);
    // Fills (full, fill_, t[i] = v) convert through c10::Scalar's accessors.
    static void checkFillValue(const Scalar &value, DType dtype);
    static PyError itemNotOneElement();
    // Tensor.item() on `numel` elements: 2.x's own text (aten::_local_scalar_dense), 1.13's
    // shared one before it.
    static PyError tensorItemNotOneElement(int64_t numel);
    static PyError numpyItemNotOneElement();
    // NumPy's order= argument: not a layout letter; a layout new arrays cannot be created in.
    static PyError numpyOrderInvalid(const std::string &given);
    static PyError numpyOrderCOrF();
    static PyError readOnlyArray();
    static PyError readOnlyOutput(); // an in-place ufunc (na += 1) on a read-only array
    // --- CPython
    static PyError nameNotDefined(const std::string &name);
    static PyError noAttribute(const std::string &typeName, const std::string &attr);

    // --- random numbers (ATen's DistributionTemplates.h, NumPy's mtrand.pyx)
    // AT_DISPATCH's refusal: "\"normal_kernel_cpu\" not implemented for 'Long'".
    static PyError kernelNotImplemented(const std::string &kernel, DType dtype);
    static PyError uniformRange(double from, double to);
    static PyError uniformSpan(DType dtype, double from, double to);
    // "from is out of bounds for float" (`what`: "from", "to", "to - 1").
    static PyError randomOutOfBounds(const std::string &what, DType dtype);
    static PyError randomFromTo(int64_t from, int64_t to);
    static PyError randomFromToCast(int64_t from, int64_t to);
    static PyError randomFromToIncCast(int64_t from, int64_t toInc);
    // The UserWarning for a bound a float dtype cannot count exactly (with its source line).
    static std::string randomPrecisionWarning(const std::string &what, DType dtype);
    // tensor_from_numpy's TORCH_WARN_ONCE for a read-only array shared without a copy.
    static std::string numpyNotWritableWarning();
    static PyError normalStd(double std);
    static PyError normalTensorStd();
    static PyError bernoulliP(double p);
    static PyError bernoulliProbability(); // a p tensor element outside [0, 1]
    static PyError exponentialLambda(double lambda);
    static PyError randpermTooLarge(DType dtype);
    static PyError multinomialDims();
    static PyError multinomialDtype(DType dtype);
    static PyError multinomialSamples();
    static PyError multinomialTooManySamples();
    static PyError multinomialNegative();
    static PyError multinomialNotFinite();
    static PyError multinomialSumNotPositive();
    static PyError multinomialInvalidProbabilities(); // inf, nan or < 0 (without replacement)
    static PyError generatorDevice(const Device &expected, const Device &found);
    static PyError seedOverflow(); // torch.manual_seed beyond 64 bits
    static PyError numpySeedRange();
    static PyError numpyBoundsError(const std::string &which, DType dtype); // "low is out of bounds for int64"

    // c10::toString(ScalarType): "Long", "Float" ... as PyTorch's messages name dtypes.
    static std::string scalarTypeName(DType dtype);
    // caffe2::TypeMeta's name ("long int", "c10::Half"), as ATen's messages print a dtype.
    static std::string typeMetaName(DType dtype);
    static std::string shapeList(const std::vector<int64_t> &s);  // [2, 3]
    // A keyword a C function does not take; `function` as CPython names it ("print()",
    // "this function"). 3.11: "'k' is an invalid keyword argument for print()"; 3.13 and
    // later: "print() got an unexpected keyword argument 'k'".
    static PyError invalidKeyword(const std::string &keyword, const std::string &function);
    // How an error names the node `nodeName` produced an output: 1.13 by the node
    // ("SigmoidBackward0"), PyTorch 2 by its forward function ("Sigmoid").
    static std::string producerName(const std::string &nodeName);
    static std::string shapeTuple(const std::vector<int64_t> &s); // (2, 3) / (3,)
    // NumPy's convert_shape_to_string: "(2,3)", "(3,)", leading -1 dropped, others "newaxis".
    static std::string numpyShape(const std::vector<int64_t> &s);
};

} // namespace tl
