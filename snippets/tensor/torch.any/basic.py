import torch

x = torch.tensor([[0.0, 0.0, 1.0],
                  [0.0, 0.0, 0.0]])

print(torch.any(x))               # any non-zero element at all
print(x.any(dim=1))               # per row
print((x > 0).any(dim=0, keepdim=True))

y = torch.tensor([1.0, float("nan"), 2.0])
if torch.isnan(y).any():          # the usual NaN check
    print("found NaN")

print(torch.tensor([], dtype=torch.bool).any())  # empty: False
