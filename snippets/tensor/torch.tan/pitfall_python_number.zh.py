import math

import torch

theta = math.radians(30)
print(math.tan(theta))                  # Python 数用 math
print(torch.tan(torch.tensor(theta)))   # 张量用 torch
torch.tan(theta)                        # torch.tan 只接受张量
