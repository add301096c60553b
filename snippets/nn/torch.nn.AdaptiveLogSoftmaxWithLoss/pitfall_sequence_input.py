import torch

torch.manual_seed(0)
asm = torch.nn.AdaptiveLogSoftmaxWithLoss(16, 10, cutoffs=[2, 5])
hidden = torch.randn(2, 3, 16)  # (batch, seq_len, features) from an RNN or Transformer
target = torch.randint(0, 10, (2, 3))

# Flattening works: asm(hidden.reshape(-1, 16), target.reshape(-1))
out = asm(hidden, target)
