import math

import torch

print(math.sinh(1.0))                  # Python 数用 math
print(torch.sinh(torch.tensor(1.0)))   # 张量用 torch
torch.sinh(1.0)                        # torch.sinh 只接受张量
