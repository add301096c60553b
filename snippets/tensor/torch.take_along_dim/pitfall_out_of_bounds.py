import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])
idx = torch.tensor([[0], [3]])                   # 3 is past the last column
# no error: the index wraps around, 3 reads column 0
print(torch.take_along_dim(x, idx, dim=1))
print(torch.take_along_dim(x, torch.tensor([[-1], [100]]), dim=1))
# validate indices yourself before taking
print(bool(((idx >= 0) & (idx < x.size(1))).all()))
