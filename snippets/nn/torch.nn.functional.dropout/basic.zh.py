import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.ones(2, 8)

y = F.dropout(x, p=0.5)  # 默认 training=True
print(y)  # 大约一半变为 0，保留下来的乘以 1 / (1 - p) = 2
print(torch.equal(F.dropout(x, p=0.5, training=False), x))  # 非训练时为恒等映射
