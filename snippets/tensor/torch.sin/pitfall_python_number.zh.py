import math

import torch

theta = math.pi / 4                        # Python float

print(math.sin(theta))                     # 数字用 math
print(torch.sin(torch.tensor(theta)))      # 或者先转成张量
torch.sin(theta)                           # torch.sin 只接受张量
