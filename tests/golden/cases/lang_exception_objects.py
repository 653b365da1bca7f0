import torch
errors = []
for attempt in range(3):
    try:
        if attempt == 0:
            torch.ones(2, 3).view(4)
        elif attempt == 1:
            torch.ones(2) @ torch.ones(3) if False else torch.ones(2).numpy().reshape(5)
        else:
            raise RuntimeError("custom", attempt)
    except (RuntimeError, ValueError) as e:
        errors.append(e)
        print(type(e).__name__, '|', e, '|', len(e.args))
print([type(e).__name__ for e in errors])
e = errors[-1]
print(e.args, repr(e), str(e))
try:
    raise errors[0]
except RuntimeError as again:
    print(again is errors[0])
def check(x):
    if not isinstance(x, torch.Tensor):
        raise TypeError(f"expected a tensor, got {type(x).__name__}")
    return x.shape
for arg in [torch.zeros(1), [1, 2]]:
    try:
        print(check(arg))
    except TypeError as err:
        print("TypeError:", err)
