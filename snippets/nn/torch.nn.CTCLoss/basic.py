import torch
import torch.nn.functional as F

torch.manual_seed(0)
T, N, C = 8, 2, 5  # frames, batch, classes; class 0 is the blank
logits = torch.randn(T, N, C, requires_grad=True)
log_probs = logits.log_softmax(dim=2)  # (T, N, C): log-probabilities over the classes

targets = torch.tensor([[1, 2, 2], [3, 4, 0]])  # (N, S) padded; padding past target_lengths is never read
input_lengths = torch.tensor([8, 6])   # valid frames of each sample
target_lengths = torch.tensor([3, 2])  # valid labels of each sample

ctc = torch.nn.CTCLoss(blank=0)
loss = ctc(log_probs, targets, input_lengths, target_lengths)
loss.backward()
print(loss)
print(F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="none"))
print(logits.grad.shape)

# the same targets concatenated into one 1-D tensor give the same loss
flat = torch.tensor([1, 2, 2, 3, 4])
print(ctc(log_probs, flat, input_lengths, target_lengths))
