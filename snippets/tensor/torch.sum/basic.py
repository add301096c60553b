import torch

x = torch.tensor([[1.0, 2.0, 3.0],
                  [4.0, 5.0, 6.0]])

print(x.sum())                          # everything: a 0-D tensor
print(x.sum(dim=0))                     # down the rows -> shape (3,)
print(x.sum(dim=1, keepdim=True))       # per row, kept as (2, 1)
print(x.sum(dim=(0, 1)))                # several dims at once

# integer and bool inputs are accumulated as int64
print(torch.tensor([200, 100], dtype=torch.uint8).sum())
print(torch.tensor([True, False, True]).sum())
print(torch.tensor([1, 2], dtype=torch.int32).sum(dtype=torch.float32))
