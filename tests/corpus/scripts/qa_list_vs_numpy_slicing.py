# Written for TensorLens in the style of a Q&A answer: "Slicing a Python list copies, slicing a NumPy array does not"
import numpy as np

py = [0, 1, 2, 3, 4]
part = py[1:3]
part[0] = 99
print(py)

arr = np.array(py)
view = arr[1:3]
view[0] = 99
print(arr)
print(view.base is arr)

fancy = arr[[1, 2]]
fancy[0] = -5
print(arr, fancy)
print(fancy.base is None)
