import math

import torch

n = torch.arange(1, 30)                # 1..29 as int64

print(n.prod())                        # 29! does not fit in int64: wraps to a negative number
print(math.factorial(29))              # the real value
print(n.double().prod())               # float64 keeps the magnitude (rounded)
