import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(3, 4)
y = F.alpha_dropout(x, p=0.5)  # 在 forward 里、训练阶段调用
print(torch.equal(y, x))  # 什么都没有丢弃
print(torch.equal(F.alpha_dropout(x, p=0.5, training=True), x))
