import torch

train = torch.zeros(4, 3)
extra = torch.zeros(2, 4)      # 多了一个特征

torch.vstack([train, extra])
