import torch

x = torch.zeros(5)
idx = torch.tensor([0, 1, 4])
print(x.index_put((idx,), torch.tensor([7.0])))   # broadcasts to 3 positions
x.index_put((idx,), torch.tensor([7.0, 8.0]))
