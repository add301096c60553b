import torch

torch.manual_seed(0)
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5], div_value=2.0)
hidden = torch.randn(4, 16)
target = torch.tensor([0, 1, 3, 8])

loss = asm(hidden, target)  # a named tuple (output, loss), not a tensor
loss.backward()
