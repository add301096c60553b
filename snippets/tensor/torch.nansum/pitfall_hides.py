import torch

torch.manual_seed(0)
w = torch.randn(4)
loss_terms = torch.log(w)             # log of negative numbers gives NaN
# nothing raises: the bug is hidden, the loss just looks smaller
print(loss_terms.isnan().sum(), loss_terms.nansum())
print(loss_terms.sum())
