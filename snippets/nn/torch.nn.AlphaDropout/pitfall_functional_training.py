import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(3, 4)
y = F.alpha_dropout(x, p=0.5)  # inside forward, during training
print(torch.equal(y, x))  # nothing was dropped
print(torch.equal(F.alpha_dropout(x, p=0.5, training=True), x))
