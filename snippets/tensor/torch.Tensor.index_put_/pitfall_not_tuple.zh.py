import torch

x = torch.zeros(5)
idx = torch.tensor([1, 3])
print(x.index_put((idx,), torch.tensor(2.0)))   # 传入由下标张量组成的元组
x.index_put(idx, torch.tensor(2.0))
