import torch

x = torch.zeros(5)
idx = torch.tensor([1, 5])                    # 5 is one past the end
print(x.index_put((idx.clamp(max=4),), torch.tensor(1.0)))
x.index_put_((idx,), torch.tensor(1.0))
