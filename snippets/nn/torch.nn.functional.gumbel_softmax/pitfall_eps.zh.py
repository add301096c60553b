import torch
import torch.nn.functional as F

torch.manual_seed(0)
y = F.gumbel_softmax(torch.randn(2, 4), tau=0.5, eps=1e-6)  # eps 已经不起任何作用
print(y.shape)
