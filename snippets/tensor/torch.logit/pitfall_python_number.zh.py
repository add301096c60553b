import math

import torch

prior = 0.01                                   # 前景的初始概率
head = torch.nn.Linear(8, 1)
torch.nn.init.constant_(head.bias, math.log(prior / (1 - prior)))
print(head.bias)
torch.logit(prior)                             # logit 不接受 Python 浮点数
