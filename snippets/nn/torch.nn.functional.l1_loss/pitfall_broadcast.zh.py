import torch
import torch.nn.functional as F

pred = torch.arange(4.0).unsqueeze(1)  # Linear(..., 1) 输出头给出的 (N, 1)
target = torch.arange(4.0)  # (N,)

print(F.l1_loss(pred, target))  # 只有一个 UserWarning：(N, 1) - (N,) 广播成了 (N, N)
print(F.l1_loss(pred.squeeze(1), target))  # 本来想要的值
