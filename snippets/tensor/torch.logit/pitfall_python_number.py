import math

import torch

prior = 0.01                                   # initial foreground probability
head = torch.nn.Linear(8, 1)
torch.nn.init.constant_(head.bias, math.log(prior / (1 - prior)))
print(head.bias)
torch.logit(prior)                             # logit does not take a Python float
