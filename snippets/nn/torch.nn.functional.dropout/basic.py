import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.ones(2, 8)

y = F.dropout(x, p=0.5)  # training=True by default
print(y)  # about half are 0, the survivors are scaled by 1 / (1 - p) = 2
print(torch.equal(F.dropout(x, p=0.5, training=False), x))  # identity when not training
