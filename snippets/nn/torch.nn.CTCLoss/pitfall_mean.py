import torch
import torch.nn.functional as F

torch.manual_seed(0)
log_probs = torch.randn(8, 2, 5).log_softmax(dim=2)
targets = torch.tensor([[1, 2, 3, 4], [3, 0, 0, 0]])
input_lengths = torch.tensor([8, 8])
target_lengths = torch.tensor([4, 1])

per_sample = F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="none")
print(per_sample)
print(per_sample.mean())                    # what many expect 'mean' to be
print(F.ctc_loss(log_probs, targets, input_lengths, target_lengths))  # 'mean'
print((per_sample / target_lengths).mean())  # what 'mean' really is
