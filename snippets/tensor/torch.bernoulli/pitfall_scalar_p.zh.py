import torch

p_drop = 0.5
torch.bernoulli(p_drop)   # 需要的是概率张量，而不是一个数
