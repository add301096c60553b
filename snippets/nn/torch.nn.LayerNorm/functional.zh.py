import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 4)
ln = torch.nn.LayerNorm([3, 4])  # 在最后两维上归一化

y_module = ln(x)
y_func = F.layer_norm(x, (3, 4), weight=ln.weight, bias=ln.bias, eps=ln.eps)
print(ln.weight.shape)
print(torch.allclose(y_module, y_func))

# 不开 elementwise_affine 时完全没有参数
plain = torch.nn.LayerNorm(4, elementwise_affine=False)
print(plain.weight, sum(p.numel() for p in plain.parameters()))
