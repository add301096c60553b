import torch

x = torch.tensor([[1.0, float("nan"), 3.0],
                  [float("nan"), float("nan"), float("nan")]])
print(x.sum())                        # NaN
print(torch.nansum(x))                # NaN treated as zero
# dim and keepdim work as in sum
print(torch.nansum(x, dim=1), x.nansum(1, keepdim=True).shape)
# integers have no NaN: nansum equals sum
print(torch.nansum(torch.tensor([1, 2, 3])))
