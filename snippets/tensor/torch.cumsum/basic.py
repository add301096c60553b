import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])

print(torch.cumsum(x, dim=1))    # running total along each row
print(x.cumsum(dim=0))           # down the columns

lengths = torch.tensor([3, 1, 2])            # e.g. sequence lengths
ends = lengths.cumsum(0)
print(ends, ends - lengths)                  # end offsets and (exclusive) start offsets

mask = torch.tensor([True, False, True, True])
print(mask.cumsum(0), mask.cumsum(0).dtype)  # bool and small ints accumulate as int64

p = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
p.cumsum(0).sum().backward()
print(p.grad)                                # element i appears in n - i partial sums
