import torch

log_probs = torch.zeros(2, 3)
target = torch.tensor([[3], [1]])            # 标签是 1..3，而不是 0..2
print(log_probs.gather(1, target - 1).shape)
log_probs.gather(1, target)
