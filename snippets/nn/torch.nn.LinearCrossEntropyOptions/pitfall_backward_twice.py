import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(8, 4, requires_grad=True)
weight = torch.randn(32, 4, requires_grad=True)
target = torch.randint(0, 32, (8,))

loss = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions())
loss.backward(retain_graph=True)  # retain_graph does not help on the chunked path
loss.backward()
