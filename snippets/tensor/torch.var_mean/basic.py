import torch

x = torch.tensor([1.0, 2.0, 3.0, 4.0])
# (var, mean); correction=1 (default) is the unbiased sample variance
print(torch.var_mean(x))
# correction=0: the population variance, as in BatchNorm's normalisation
print(torch.var_mean(x, correction=0))
# the older unbiased=False means the same as correction=0
print(torch.var_mean(x, unbiased=False))
# per row, keeping the dim
var, mean = torch.var_mean(torch.tensor([[1.0, 3.0], [2.0, 6.0]]), dim=1, keepdim=True)
print(var, mean)
