import numpy as np
vals = [2.5, 3.5, -2.5, 2.675, 1.005, 0.125, 123.456, -0.5, 1e-8, 7.0, 1234.5678]
for v in vals:
    row = []
    for t in (np.float64, np.float32):
        x = t(v)
        row.append(round(x))
        for n in (0, 1, 2, 3, -1, -2):
            r = round(x, n)
            row.append(r)
    print(row)
for i in (7, 15, 25, -15, 1234, 0):
    print(round(np.int64(i)), round(np.int64(i), 1), round(np.int64(i), -1), round(np.int32(i), -2), type(round(np.int64(i), -1)))
