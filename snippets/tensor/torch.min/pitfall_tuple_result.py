import torch

dist = torch.tensor([[3.0, 1.0],
                     [2.0, 5.0]], requires_grad=True)

nearest = dist.min(dim=1).values         # the values field is a tensor
print(nearest.sum())
dist.min(dim=1).sum()                    # the (values, indices) result has no tensor methods
