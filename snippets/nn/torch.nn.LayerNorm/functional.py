import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4)
ln = torch.nn.LayerNorm([3, 4])  # normalise over the last two dims

y_module = ln(x)
y_func = F.layer_norm(x, (3, 4), weight=ln.weight, bias=ln.bias, eps=ln.eps)
print(ln.weight.shape)
print(torch.allclose(y_module, y_func))

# without elementwise_affine there are no parameters at all
plain = torch.nn.LayerNorm(4, elementwise_affine=False)
print(plain.weight, sum(p.numel() for p in plain.parameters()))
