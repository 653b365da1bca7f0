import math
print("start")
print(math.sqrt('a'))
