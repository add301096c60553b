import torch

x = torch.tensor([[1.0, 2.0],
                  [float("nan"), float("nan")]])
# nothing raises: a row with no valid value gives NaN
print(x.nanmean(dim=1))
print(x.nansum(dim=1))                 # while nansum gives 0
