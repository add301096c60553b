import torch

x = torch.zeros(5)
idx = torch.tensor([0, 1, 4])
print(x.index_put((idx,), torch.tensor([7.0])))   # 会广播到 3 个位置
x.index_put((idx,), torch.tensor([7.0, 8.0]))
