import math

import torch

probs = torch.tensor([0.25, 0.25, 0.5])
entropy = -(probs * probs.log()).sum()
num_classes = 3

print(entropy / math.log(num_classes))    # 对 Python int 用 math.log 做归一化
entropy / torch.log(num_classes)          # torch.log 只接受张量
