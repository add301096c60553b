import torch
import torch.nn.functional as F

torch.manual_seed(0)
h = torch.ones(2, 6)

# 本意是 F.dropout(h, training=True)，但第二个位置参数是 p
print(F.dropout(h, True))  # p=True == 1.0：全部被丢弃
print(F.dropout(h, False))  # p=False == 0.0：无论什么模式都不丢弃
