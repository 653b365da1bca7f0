#include "Storage.h"

#include "backend/DeviceBackend.h"
#include "tensor/Runtime.h"

namespace tl {

Storage::Storage(Runtime &runtime, DeviceBackend &backend, Device device, uint64_t id, uint64_t nbytes, void *data)
    : runtime_(runtime), backend_(backend), device_(device), id_(id), nbytes_(nbytes), data_(data)
{
}

Storage::~Storage()
{
    backend_.deallocate(data_, nbytes_);
    runtime_.storageFreed(*this);
}

} // namespace tl
