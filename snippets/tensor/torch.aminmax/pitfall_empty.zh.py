import torch

batch = torch.randn(0, 4)    # 例如一个空的最后批次
torch.aminmax(batch)
