import torch
import torch.nn.functional as F

torch.manual_seed(0)
hidden = torch.randn(8, 4, requires_grad=True)
weight = torch.randn(32, 4, requires_grad=True)
target = torch.randint(0, 32, (8,))

loss = F.linear_cross_entropy(hidden, weight, target, options=torch.nn.LinearCrossEntropyOptions())
loss.backward(retain_graph=True)  # 在分块路径上 retain_graph 不起作用
loss.backward()
