import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([[0.3]], device=device)  # model output, batch of ONE sample
target = torch.tensor([1.0], device=device)

print(logits.squeeze().shape)   # torch.Size([]) -- the batch dim is gone too
print(logits.squeeze(1).shape)  # torch.Size([1]) -- what was meant
F.binary_cross_entropy_with_logits(logits.squeeze(), target)
