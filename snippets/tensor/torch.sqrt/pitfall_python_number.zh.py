import math

import torch

scores = torch.ones(2, 2)
d_k = 64                                    # Python int，比如来自配置

print(scores / math.sqrt(d_k))              # 数字用 math.sqrt（或 d_k ** 0.5）
scores / torch.sqrt(d_k)                    # torch.sqrt 只接受张量
