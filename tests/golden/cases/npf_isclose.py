# np.isclose / np.allclose: |x - y| <= atol + rtol * |y| computed in the operands' dtype
import numpy as np
import torch

print(np.isclose([1e10, 1e-7], [1.00001e10, 1e-8]), np.allclose([1e10, 1e-7], [1.00001e10, 1e-8]))
print(np.isclose([1e10, 1e-8], [1.00001e10, 1e-9]), np.allclose([1e10, 1e-8], [1.0001e10, 1e-9]))
print(np.isclose(1.0, 1.0 + 1e-9), type(np.isclose(1.0, 1.0 + 1e-9)), np.allclose(1, 1))
print(np.isclose([1e-8, 1e-7], [0.0, 0.0]), np.isclose([1e-100, 1e-7], [0.0, 0.0], atol=0.0))
a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
print(np.isclose(a, a + np.float32(1e-5)), np.allclose(a, a * np.float32(1.000001)))
print(np.allclose(np.arange(3), [0, 1, 2.00001]), np.isclose(np.arange(3), 1, rtol=0.5, atol=0.5))
print(np.allclose(torch.ones(3).numpy(), np.ones(3)), np.allclose(torch.ones(2), np.ones(2)))
print(np.isclose(np.ones((2, 1)), np.ones(3)).shape)
