import math
print("start")
print(math.trunc('a'))
