import random
print("start")
print(random.choice([]))
