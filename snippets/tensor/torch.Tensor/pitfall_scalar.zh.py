import torch

torch.Tensor(0.5)   # 浮点数既不是大小也不是序列
