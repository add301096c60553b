import math

import torch

print(math.radians(90))                          # 普通数字用 math
torch.deg2rad(90)                                # torch.deg2rad 只接受张量
