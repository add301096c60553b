import torch

torch.manual_seed(0)
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5], div_value=2.0)
hidden = torch.randn(4, 16)
target = torch.tensor([0, 1, 3, 8])

output, loss = asm(hidden, target)
# Not (4, 10) scores: one log-probability per sample, already for its target
print(output.shape)
print(output)
# argmax over it is meaningless; use predict() or log_prob() for the classes
print(asm.predict(hidden))
