import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(2, 3, 8) * 3  # (batch, seq_len, hidden)

y = F.rms_norm(x, (8,))  # x / sqrt(mean(x^2) + eps), over the last dim
print(y.pow(2).mean(dim=-1).sqrt()[0])  # root mean square 1 per vector ...
print(y.mean(dim=-1)[0].abs().max() > 0.01)  # ... but the mean is NOT removed (unlike LayerNorm)

norm = torch.nn.RMSNorm(8)  # module form with a learnable weight (initialised to 1)
print(norm.weight.shape, norm.eps)
print(torch.allclose(norm(x), y))
