import torch

x = torch.tensor([[0, 1, 2],
                  [0, 0, 3]])

print(torch.count_nonzero(x))            # whole tensor: a 0-D int64 tensor
print(x.count_nonzero(dim=0))            # per column
print(x.count_nonzero(dim=1))            # per row
print(x.count_nonzero(dim=(0, 1)))       # several dims at once

# on a mask: how many entries pass a test
scores = torch.tensor([0.2, 0.9, 0.7, 0.1])
print(torch.count_nonzero(scores > 0.5))
print(torch.count_nonzero(torch.tensor([0.0, -0.0, 1e-30])))   # -0.0 is zero, 1e-30 is not
