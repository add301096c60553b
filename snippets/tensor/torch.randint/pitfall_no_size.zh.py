import torch

torch.randint(0, 3)      # 即使只要一个数，size 也是必需的
