import torch
import torch.nn.functional as F

x = torch.arange(1.0, 6.0).reshape(1, 5, 1, 1)  # 5 个通道
lrn = torch.nn.LocalResponseNorm(size=3, alpha=0.3, beta=0.75, k=1.0)
y = lrn(x)
print(y.flatten())

# 手工计算同样的结果：alpha 要除以 size，窗口在两端补 0
sq = F.pad(x.flatten() ** 2, (1, 1))
window = sq.unfold(0, 3, 1).sum(1)
print((x.flatten() / (1.0 + 0.3 / 3 * window) ** 0.75))
print(torch.allclose(F.local_response_norm(x, 3, 0.3, 0.75, 1.0), y))
