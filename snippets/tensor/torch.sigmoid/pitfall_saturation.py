import torch
import torch.nn.functional as F

logits = torch.tensor([30.0, -30.0], requires_grad=True)   # confidently wrong
target = torch.tensor([0.0, 1.0])

print(torch.sigmoid(torch.tensor(30.0)) == 1.0)   # rounds to exactly 1 in float32

loss = F.binary_cross_entropy(torch.sigmoid(logits), target)
loss.backward()
print(loss, logits.grad)         # log(0) clamped, gradient 0 for the first sample

logits.grad = None
loss = F.binary_cross_entropy_with_logits(logits, target)
loss.backward()
print(loss, logits.grad)         # exact loss, useful gradient
