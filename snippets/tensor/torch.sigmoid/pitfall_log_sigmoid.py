import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -20.0, 0.0])

print(torch.log(torch.sigmoid(x)))   # sigmoid underflows to 0, log gives -inf
print(F.logsigmoid(x))               # computed stably: about x for very negative x
