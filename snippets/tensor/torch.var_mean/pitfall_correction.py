import torch

torch.manual_seed(0)
x = torch.randn(8, 4)
var, mean = torch.var_mean(x, dim=0)                      # divides by N - 1
bn = torch.nn.BatchNorm1d(4, affine=False)
# nothing raises: BatchNorm normalises with the biased variance (divides by N)
ours = (x - mean) / torch.sqrt(var + bn.eps)
print(torch.allclose(ours, bn(x), atol=1e-5))
var0, mean0 = torch.var_mean(x, dim=0, correction=0)
print(torch.allclose((x - mean0) / torch.sqrt(var0 + bn.eps), bn(x), atol=1e-5))
