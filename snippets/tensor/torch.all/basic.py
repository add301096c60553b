import torch

x = torch.tensor([[1.0, 0.0, 2.0],
                  [3.0, 4.0, 5.0]])

print(torch.all(x > 0))           # one 0-D bool for the whole tensor
print((x > 0).all(dim=1))         # per row
print(x.all(dim=0))               # non-zero counts as True, here per column

ok = (x >= 0).all()
if ok:                            # a 0-D tensor can be used in if
    print("all non-negative")

print(torch.tensor([float("nan")]).all())        # NaN is non-zero, so True
print(torch.tensor([], dtype=torch.bool).all())  # empty: True
print(torch.tensor([1, 2], dtype=torch.uint8).all().dtype)  # uint8 in, uint8 out
