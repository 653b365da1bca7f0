# The legacy constructors with sizes: uninitialised memory of that shape (shown by its shape).
import torch

for make in [lambda: torch.Tensor(2, 3), lambda: torch.FloatTensor(2, 3), lambda: torch.LongTensor(4),
             lambda: torch.DoubleTensor(1, 2, 2), lambda: torch.IntTensor(0), lambda: torch.BoolTensor(3),
             lambda: torch.Tensor(torch.Size([2])), lambda: torch.Tensor(size=(2, 3)), lambda: torch.Tensor(2, 3, device="cpu")]:
    t = make()
    print(t.shape, t.dtype, t.stride(), t.is_contiguous(), t.requires_grad, t.numel())
t = torch.Tensor(2, 3)
t.fill_(1.5)
print(t)
print(torch.Tensor((2, 3)), torch.Tensor([2]))
u = torch.Tensor(2, 2)
print(u.untyped_storage().nbytes() if hasattr(u, "untyped_storage") else u.storage().size())

for bad in [lambda: torch.Tensor(2, -1), lambda: torch.Tensor(2, 3.0), lambda: torch.Tensor(2, "a"),
            lambda: torch.IntTensor(2, 3, device="cuda"), lambda: torch.Tensor(2, [3]), lambda: torch.Tensor(True)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
