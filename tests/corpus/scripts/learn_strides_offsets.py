# Written for TensorLens in the style of a learner's study of memory layout: sizes, strides and offsets of views
import torch

def describe(name, t):
    print(f"{name:14s} size={list(t.size())} stride={t.stride()} offset={t.storage_offset()} "
          f"contiguous={t.is_contiguous()}")

base = torch.arange(24).reshape(2, 3, 4)
describe("base", base)
describe("base[1]", base[1])
describe("base[:, 1]", base[:, 1])
describe("base[..., ::2]", base[..., ::2])
describe("transpose(0,2)", base.transpose(0, 2))
describe("permute(2,0,1)", base.permute(2, 0, 1))
describe("unsqueeze(1)", base.unsqueeze(1))
describe("flatten()", base.flatten())
describe("expand", base[:, :1, :].expand(2, 3, 4))
describe("narrow", base.narrow(2, 1, 2))

sub = base[1, :, 2]
print(sub, sub.storage_offset(), base.storage().size())
