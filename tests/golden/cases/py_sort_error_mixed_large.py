data = list(range(100, 0, -1))
data[70] = 'x'
try:
    data.sort()
except TypeError as e:
    print('TypeError:', e)
print(data[:5], len(data))
data2 = [3, 1, 2]
data2.sort(key=lambda v: -v)
print(data2)
sorted([1, 2, 3, None, 5])
