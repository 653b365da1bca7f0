#pragma once
// tl::Runtime for Qt code: the engine's Runtime::emit() collides with Qt's `emit` keyword
// macro, so the engine header is read with the macro switched off. Qt code includes this
// instead of "tensor/Runtime.h" (and does not call Runtime::emit itself).
#pragma push_macro("emit")
#undef emit
#include "tensor/Runtime.h"
#pragma pop_macro("emit")
