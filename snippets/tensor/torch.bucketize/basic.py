import torch

boundaries = torch.tensor([1.0, 3.0, 5.0])       # must be sorted ascending
values = torch.tensor([[0.0, 1.0, 2.0],
                       [3.0, 4.0, 9.0]])

print(torch.bucketize(values, boundaries))               # same shape as values
print(torch.bucketize(values, boundaries, right=True))   # a value equal to a boundary moves up
print(torch.bucketize(values, boundaries, out_int32=True).dtype)
